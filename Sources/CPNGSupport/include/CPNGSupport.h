#ifndef CPNGSUPPORT_H
#define CPNGSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/*
 * A small C layer over libpng. libpng reports errors by longjmp, which Swift
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
  /// A caller-side argument was out of range (stride, level, buffer size...).
  DIORAMA_PNG_BAD_ARGUMENT = 5,
  /// libpng failed while encoding.
  DIORAMA_PNG_ENCODE_FAILED = 6,
} diorama_png_status;

/// Largest accepted width or height, in pixels.
#define DIORAMA_PNG_MAX_SIDE 32767u
/// Largest accepted pixel count (2^28, 1 GiB of RGBA).
#define DIORAMA_PNG_MAX_PIXELS (1ull << 28)

/// Filter choices, mirroring libpng's PNG_FILTER_* masks.
typedef enum {
  DIORAMA_PNG_FILTER_NONE = 0,
  DIORAMA_PNG_FILTER_SUB = 1,
  DIORAMA_PNG_FILTER_UP = 2,
  DIORAMA_PNG_FILTER_AVERAGE = 3,
  DIORAMA_PNG_FILTER_PAETH = 4,
  /// libpng picks the best filter per row (PNG_ALL_FILTERS).
  DIORAMA_PNG_FILTER_ADAPTIVE = 5,
} diorama_png_filter;

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

/// Encodes packed 8-bit RGBA (straight alpha) rows with the given stride.
/// `write_alpha` 0 writes an RGB PNG (alpha dropped), 1 writes RGBA.
/// On success `*out` is a malloc'd buffer of `*out_size` bytes that the caller
/// releases with free().
diorama_png_status diorama_png_encode_rgba(const void *pixels, uint32_t width, uint32_t height,
                                           size_t stride, int write_alpha, int level,
                                           diorama_png_filter filter, void **out, size_t *out_size,
                                           char *message, size_t message_capacity);

/// Encodes Cairo's native pixel layout (CAIRO_FORMAT_ARGB32 / RGB24: one
/// native-endian uint32 per pixel, premultiplied ARGB) straight from the
/// frame buffer, one row at a time through a reused row buffer.
/// Un-premultiplies with round-to-nearest ((c * 255 + a / 2) / a, alpha 0 gives
/// 0,0,0,0). `opaque` 1 promises every alpha is 255 (or that alpha is
/// meaningless, as for RGB24) and writes RGB; 0 scans the alpha channel first
/// and writes RGB when it is all 255, RGBA otherwise.
/// On success `*out` is a malloc'd buffer the caller releases with free().
diorama_png_status diorama_png_encode_argb32(const void *base, uint32_t width, uint32_t height,
                                             size_t stride, int opaque, int level,
                                             diorama_png_filter filter, void **out,
                                             size_t *out_size, char *message,
                                             size_t message_capacity);

/// Returns the libpng version the library was built against.
const char *diorama_png_version(void);

#endif
