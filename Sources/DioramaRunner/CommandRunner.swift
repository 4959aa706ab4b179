import ArgumentParser
import Foundation

/// Runs a command the way every Diorama tool does, with exit statuses scripts can rely on:
/// 0 success, 1 a failure, 2 bad input (an unknown option, an invalid value, an out-of-range
/// frame or shard).
public enum CommandRunner {
  /// Parses the process's arguments (or `arguments`) as `Command`, runs it and exits.
  public static func main<Command: ParsableCommand>(_ command: Command.Type, arguments: [String]? = nil)
    -> Never
  {
    do {
      var parsed = try Command.parseAsRoot(arguments)
      try parsed.run()
      exit(0)
    } catch let code as ExitCode {
      exit(code.rawValue)
    } catch {
      let status = Command.exitCode(for: error)
      if status == .success { Command.exit(withError: error) }  // --help, --version
      let message = Command.fullMessage(for: error)
      FileHandle.standardError.write(Data((message + "\n").utf8))
      exit(status == .validationFailure ? 2 : 1)
    }
  }
}

/// An error whose message is printed as is, with exit status 1.
public struct RuntimeError: Error, CustomStringConvertible {
  /// The message.
  public var description: String
  /// Creates an error with a message.
  public init(_ description: String) { self.description = description }
}
