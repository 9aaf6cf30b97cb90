#ifndef CFUZZER_H
#define CFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver for programs with their own main (compiler-rt's FuzzerDriver.cpp).
/// Linked only by `make fuzz`, which builds with -sanitize=fuzzer; a plain build never calls it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
