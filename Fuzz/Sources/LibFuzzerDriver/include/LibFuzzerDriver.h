#ifndef LIBFUZZER_DRIVER_H
#define LIBFUZZER_DRIVER_H

/// Runs libFuzzer on the program's `LLVMFuzzerTestOneInput` with the command line's options.
///
/// SwiftPM renames an executable's entry point, so libFuzzer's own `main` cannot be used; each
/// fuzz target's `main.swift` calls this instead (libFuzzer's documented `LLVMFuzzerRunDriver`).
int diorama_run_fuzzer(int argc, char **argv);

#endif
