import Foundation

// `conformance <suite> <file.json>`: runs a file of conformance cases through Diorama's public
// API. Prints one line per failing case (`FAIL <id>: <what differed>`), then
// `N passed, M failed` (and `, K skipped` when the file marks cases as platform-only).
// Exit status: 0 when nothing failed, 1 when some case failed, 2 for bad usage or a file
// that cannot be read or parsed.

func usage() -> String {
  let names = SuiteRegistry.all.map(\.name).joined(separator: "|")
  return "usage: conformance <\(names)> <file.json>"
}

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "-h" || arguments.first == "--help" {
  print(usage())
  exit(0)
}
guard arguments.count == 2 else { fail(usage(), status: 2) }
guard let suite = SuiteRegistry.suite(named: arguments[0]) else {
  fail("unknown suite '\(arguments[0])'\n" + usage(), status: 2)
}
let path = arguments[1]
guard let data = FileManager.default.contents(atPath: path) else {
  fail("cannot read \(path)", status: 2)
}
let file: JSON
do {
  file = try JSON.parse(data)
} catch {
  fail(
    "cannot parse \(path) as JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)",
    status: 2)
}
let results: [CaseResult]
do {
  results = try suite.run(file)
} catch {
  fail("\(path) is not a \(suite.name) file: \(error)", status: 2)
}

var passed = 0
var failed = 0
var skipped = 0
for result in results {
  switch result.outcome {
  case .passed: passed += 1
  case .failed(let why):
    failed += 1
    print("FAIL \(result.id): \(why)")
  case .skipped: skipped += 1
  }
}
print("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : ""))
exit(failed > 0 ? 1 : 0)
