#ifndef CJPEGSUPPORT_H
#define CJPEGSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/*
 * A small C layer over libjpeg (libjpeg-turbo). libjpeg reports fatal errors
 * by calling an error_exit hook that must not return, which in practice means
 * longjmp; Swift cannot unwind through that, so every setjmp lives in this
 * file's implementation and Swift only ever sees plain status codes plus a
 * message buffer.
 */

/// Outcome of every function below.
typedef enum {
  DIORAMA_JPEG_OK = 0,
  /// The data does not start with a JPEG SOI marker (FF D8 FF).
  DIORAMA_JPEG_NOT_JPEG = 1,
  /// libjpeg rejected the stream, or it is truncated or its entropy-coded data is damaged.
  DIORAMA_JPEG_CORRUPT = 2,
  /// Zero or absurd dimensions (see DIORAMA_JPEG_MAX_SIDE / _MAX_PIXELS).
  DIORAMA_JPEG_BAD_DIMENSIONS = 3,
  /// Out of memory.
  DIORAMA_JPEG_NO_MEMORY = 4,
  /// A caller-side argument was out of range (buffer size...).
  DIORAMA_JPEG_BAD_ARGUMENT = 5,
} diorama_jpeg_status;

/// Largest accepted width or height, in pixels (the same limit as for PNG).
#define DIORAMA_JPEG_MAX_SIDE 32767u
/// Largest accepted pixel count (2^28, 1 GiB of RGBA).
#define DIORAMA_JPEG_MAX_PIXELS (1ull << 28)

/// Reads the headers of a JPEG in memory (up to the first scan) and validates
/// its dimensions, without allocating any pixel memory. `message` (may be
/// NULL) receives a NUL-terminated reason on failure.
diorama_jpeg_status diorama_jpeg_read_size(const void *data, size_t size, uint32_t *width,
                                           uint32_t *height, char *message,
                                           size_t message_capacity);

/// Decodes a JPEG in memory into 8-bit RGBA (alpha 255), rows packed
/// (stride = width * 4). Baseline, extended and progressive JPEGs; grayscale
/// and YCbCr/RGB become RGB through libjpeg-turbo's own colour conversion;
/// CMYK and YCCK are converted here with the naive formula
/// R = (1 - C)(1 - K), inverted first when an Adobe APP14 marker says the
/// samples are stored inverted (as Photoshop, ImageMagick and Pillow write them).
/// `out_capacity` must be at least width * height * 4 of the size reported by
/// diorama_jpeg_read_size.
///
/// A file that ends early (libjpeg's "Premature end of JPEG file") or whose
/// entropy-coded data is damaged (bad Huffman code, premature
/// end of a data segment, lost sync) is DIORAMA_JPEG_CORRUPT rather than a
/// grey-filled picture; harmless warnings (extraneous bytes before a marker,
/// unknown JFIF revisions, bad ICC or thumbnail markers) are ignored.
diorama_jpeg_status diorama_jpeg_decode_rgba(const void *data, size_t size, void *out,
                                             size_t out_capacity, uint32_t *width,
                                             uint32_t *height, char *message,
                                             size_t message_capacity);

#endif
