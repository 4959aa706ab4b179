extension FillRule {
  /// Core Graphics' name for ``nonZero`` (`CGPathFillRule.winding`).
  public static var winding: FillRule { .nonZero }
}
