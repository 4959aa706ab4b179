/// Why a ``RenderService`` did not render.
public enum RenderServiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every place was taken and the service's ``RenderService/Overflow`` policy is
  /// ``RenderService/Overflow/reject``: `capacity` renders were running or queued.
  case busy(capacity: Int)

  public var description: String {
    switch self {
    case .busy(let capacity):
      "The render service is busy: \(capacity) renders are running or queued. Retry later "
        + "(an HTTP server would answer 503), or make the service's queue longer."
    }
  }
}
