#ifndef CPNGSUPPORT_H
#define CPNGSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/*
 * A small C layer over libpng's decoder. libpng reports errors by longjmp, which Swift
 * cannot unwind through, so every setjmp lives in this file's implementation
 * and Swift only ever sees plain status codes plus a message buffer.
 */

/// Outcome of every function below.
typedef enum {
  DIORAMA_PNG_OK = 0,
  /// The data does not start with the PNG signature.
  DIORAMA_PNG_NOT_PNG = 1,
  /// libpng rejected the stream (bad CRC, truncated data, bad zlib data...).
  DIORAMA_PNG_CORRUPT = 2,
  /// Zero or absurd dimensions (see DIORAMA_PNG_MAX_SIDE / _MAX_PIXELS).
  DIORAMA_PNG_BAD_DIMENSIONS = 3,
  /// Out of memory.
  DIORAMA_PNG_NO_MEMORY = 4,
  /// A caller-side argument was out of range (the output buffer's size).
  DIORAMA_PNG_BAD_ARGUMENT = 5,
} diorama_png_status;

/// Largest accepted width or height, in pixels.
#define DIORAMA_PNG_MAX_SIDE 32767u
/// Largest accepted pixel count (2^28, 1 GiB of RGBA).
#define DIORAMA_PNG_MAX_PIXELS (1ull << 28)

/// Reads only the header of a PNG in memory and validates its dimensions.
/// `message` (may be NULL) receives a NUL-terminated reason on failure.
diorama_png_status diorama_png_read_size(const void *data, size_t size, uint32_t *width,
                                         uint32_t *height, char *message, size_t message_capacity);

/// Decodes a PNG in memory into 8-bit RGBA, straight alpha, rows packed
/// (stride = width * 4). Every colour type and bit depth is expanded; 16-bit
/// samples are scaled to 8 bits with rounding; interlaced images are
/// de-interlaced. `out_capacity` must be at least width * height * 4 of the
/// size reported by diorama_png_read_size. The whole stream, up to IEND, is
/// checked.
diorama_png_status diorama_png_decode_rgba(const void *data, size_t size, void *out,
                                           size_t out_capacity, uint32_t *width, uint32_t *height,
                                           char *message, size_t message_capacity);

/// Returns the libpng version the library was built against.
const char *diorama_png_version(void);

#endif
