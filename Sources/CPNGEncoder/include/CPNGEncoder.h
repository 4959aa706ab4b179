#ifndef CPNGENCODER_H
#define CPNGENCODER_H

#include <stddef.h>
#include <stdint.h>

/*
 * A PNG writer: converts and filters the rows of a pixel buffer into one reused
 * scratch buffer, compresses it in a single call (libdeflate's zlib compressor,
 * or the neighbour search for interface frames), and writes the chunks
 * (signature, IHDR, IDAT, IEND, each CRC from libdeflate's crc32) into one
 * malloc'd buffer.
 *
 * An encoder keeps its compressor and its scratch buffers between calls, so a
 * renderer that encodes frame after frame allocates nothing but the output.
 * One encoder must not be used by two threads at once; separate encoders may.
 */

/// Outcome of an encode.
typedef enum {
  DIORAMA_PNG_ENCODER_OK = 0,
  /// Zero or absurd dimensions (see DIORAMA_PNG_ENCODER_MAX_SIDE / _MAX_PIXELS).
  DIORAMA_PNG_ENCODER_BAD_DIMENSIONS = 1,
  /// A caller-side argument was out of range (stride, level, filter, layout).
  DIORAMA_PNG_ENCODER_BAD_ARGUMENT = 2,
  /// Out of memory.
  DIORAMA_PNG_ENCODER_NO_MEMORY = 3,
} diorama_png_encoder_status;

/// Largest accepted width or height, in pixels.
#define DIORAMA_PNG_ENCODER_MAX_SIDE 32767u
/// Largest accepted pixel count (2^28, 1 GiB of RGBA).
#define DIORAMA_PNG_ENCODER_MAX_PIXELS (1ull << 28)
/// Largest accepted compression level (libdeflate's scale: 1 fastest, 6 default, 12 smallest; 0 stores).
#define DIORAMA_PNG_ENCODER_MAX_LEVEL 12

/// The PNG row filters, and `ADAPTIVE`: per row, the filter whose output has the
/// smallest sum of absolute values (as signed bytes), the heuristic of the PNG
/// specification and of libpng.
typedef enum {
  DIORAMA_PNG_FILTER_NONE = 0,
  DIORAMA_PNG_FILTER_SUB = 1,
  DIORAMA_PNG_FILTER_UP = 2,
  DIORAMA_PNG_FILTER_AVERAGE = 3,
  DIORAMA_PNG_FILTER_PAETH = 4,
  DIORAMA_PNG_FILTER_ADAPTIVE = 5,
} diorama_png_filter;

/// How the source pixels are laid out.
typedef enum {
  /// Packed 8-bit R, G, B, A with straight (not premultiplied) alpha.
  DIORAMA_PNG_SOURCE_RGBA = 0,
  /// Cairo's ARGB32 / RGB24: one native-endian uint32 per pixel, premultiplied ARGB.
  DIORAMA_PNG_SOURCE_ARGB32_PREMULTIPLIED = 1,
} diorama_png_source;

/// What alpha channel the PNG gets.
typedef enum {
  /// RGB: alpha is dropped (the caller promises it is all 255, or that it is meaningless).
  DIORAMA_PNG_ALPHA_DROP = 0,
  /// RGBA.
  DIORAMA_PNG_ALPHA_KEEP = 1,
  /// RGB when every alpha byte is 255, else RGBA (one scan of the alpha bytes first).
  DIORAMA_PNG_ALPHA_AUTOMATIC = 2,
} diorama_png_alpha;

/// How the filtered rows are searched for repeats.
typedef enum {
  /// libdeflate's search at the level given (hash chains, lazy matching, block splitting).
  DIORAMA_PNG_STRATEGY_GENERAL = 0,
  /// Matches against the pixel to the left, the row above and earlier places the same four
  /// bytes began, Huffman-coded in blocks: level 1 the quick search, 2 and above the thorough
  /// one (see neighbour_deflate.h); 0 stores, through libdeflate.
  DIORAMA_PNG_STRATEGY_NEIGHBOURS = 1,
} diorama_png_strategy;

typedef struct diorama_png_encoder diorama_png_encoder;

/// A new encoder, or NULL when out of memory. Release it with diorama_png_encoder_free.
diorama_png_encoder *diorama_png_encoder_create(void);

/// Releases an encoder and its buffers (NULL is allowed).
void diorama_png_encoder_free(diorama_png_encoder *encoder);

/// Bytes the encoder holds between calls (its scratch buffers and compressor).
size_t diorama_png_encoder_retained_bytes(const diorama_png_encoder *encoder);

/// Encodes `height` rows of `width` pixels, `stride` bytes apart, into a PNG.
///
/// ARGB32 sources are un-premultiplied with round-to-nearest, (c * 255 + a / 2) / a;
/// alpha 0 gives (0, 0, 0, 0). `level` is libdeflate's, 0...12; `strategy` chooses the search.
/// On success `*out` is a malloc'd buffer of `*out_size` bytes that the caller
/// releases with free(); on failure `message` (may be NULL) holds the reason.
diorama_png_encoder_status diorama_png_encoder_encode(diorama_png_encoder *encoder, const void *pixels,
                                                      uint32_t width, uint32_t height, size_t stride,
                                                      diorama_png_source source, diorama_png_alpha alpha,
                                                      int level, diorama_png_strategy strategy,
                                                      diorama_png_filter filter, void **out,
                                                      size_t *out_size, char *message,
                                                      size_t message_capacity);

/// The Huffman code lengths the neighbour search gives `count` (2...288) symbols of these
/// frequencies, none longer than `limit` bits (deflate's 15, or 7 for the code-length code);
/// unused symbols get 0. For tests.
void diorama_deflate_code_lengths(const uint32_t *frequencies, unsigned count, unsigned limit, uint8_t *lengths);

/// The CRC-32 of PNG chunks (ISO 3309), continued from `crc` (0 to start).
uint32_t diorama_png_crc32(uint32_t crc, const void *bytes, size_t count);

#endif
