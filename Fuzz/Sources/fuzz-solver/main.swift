import Foundation
import LibFuzzerDriver

exit(diorama_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv))
