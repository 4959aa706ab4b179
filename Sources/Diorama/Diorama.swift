import CCairo
import CPNGSupport
/// Diorama.
public enum DioramaInfo { public static let cairoVersion = String(cString: cairo_version_string()) }
