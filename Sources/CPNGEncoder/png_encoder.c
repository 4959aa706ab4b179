#include "CPNGEncoder.h"
#include "neighbour_deflate.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct diorama_png_encoder {
  struct libdeflate_compressor *compressor;
  int compressor_level;
  /* The filtered image: per row, one filter-type byte then the filtered pixels. */
  unsigned char *filtered;
  size_t filtered_capacity;
  /* The zlib stream, before it is copied into the PNG. */
  unsigned char *compressed;
  size_t compressed_capacity;
  /* Two converted rows (this one and the one above) for the filters that look up. */
  unsigned char *rows;
  size_t rows_capacity;
  /* The neighbour search's tables and tokens, once it has been used. */
  neighbour_scratch neighbours;
};

static void set_message(char *message, size_t capacity, const char *text) {
  if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", text);
}

diorama_png_encoder *diorama_png_encoder_create(void) {
  diorama_png_encoder *encoder = calloc(1, sizeof *encoder);
  if (encoder != NULL) encoder->compressor_level = -1;
  return encoder;
}

void diorama_png_encoder_free(diorama_png_encoder *encoder) {
  if (encoder == NULL) return;
  if (encoder->compressor) libdeflate_free_compressor(encoder->compressor);
  free(encoder->filtered);
  free(encoder->compressed);
  free(encoder->rows);
  neighbour_scratch_free(&encoder->neighbours);
  free(encoder);
}

size_t diorama_png_encoder_retained_bytes(const diorama_png_encoder *encoder) {
  return encoder->filtered_capacity + encoder->compressed_capacity + encoder->rows_capacity +
         (encoder->neighbours.hash != NULL ? neighbour_scratch_bytes() : 0);
}

/* Grows `*buffer` to at least `size` bytes; the old contents need not survive. */
static int reserve(unsigned char **buffer, size_t *capacity, size_t size) {
  if (*capacity >= size) return 1;
  free(*buffer);
  *buffer = malloc(size);
  *capacity = *buffer ? size : 0;
  return *buffer != NULL;
}

uint32_t diorama_png_crc32(uint32_t crc, const void *bytes, size_t count) {
  return libdeflate_crc32(crc, bytes, count);
}

/* ------------------------------------------------------------ conversion */

/* Exact (c * 255 + a / 2) / a for every c, a in 0...255, with one multiply:
   reciprocal[a] = floor((2^32 - 1) / a) + 1 (checked exhaustively by the tests). */
static uint64_t reciprocal[256];
static pthread_once_t reciprocal_once = PTHREAD_ONCE_INIT;

static void fill_reciprocals(void) {
  for (unsigned a = 1; a < 256; a++) reciprocal[a] = (0xFFFFFFFFull / a) + 1;
}

static inline unsigned unpremultiply(unsigned c, unsigned a) {
  unsigned v = (unsigned)(((uint64_t)(c * 255 + a / 2) * reciprocal[a]) >> 32);
  return v > 255 ? 255 : v; /* c > a is invalid premultiplied data: clamp */
}

static inline uint32_t load32(const unsigned char *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

static inline void store32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }

/* Writes R, G, B for each pixel. Writes one byte past the row's end, which the
   caller's buffers leave room for. */
static void argb32_to_rgb(const unsigned char *src, unsigned char *dst, uint32_t width) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  /* The word A R G B, byte-swapped, is B G R A; shifted down by 8 its bytes in
     memory are R, G, B, 0: one 4-byte store per pixel, 3 bytes apart. */
  for (uint32_t x = 0; x < width; x++) store32(dst + 3 * (size_t)x, __builtin_bswap32(load32(src + 4 * (size_t)x)) >> 8);
#else
  for (uint32_t x = 0; x < width; x++, src += 4, dst += 3) {
    uint32_t px = load32(src);
    dst[0] = (unsigned char)(px >> 16);
    dst[1] = (unsigned char)(px >> 8);
    dst[2] = (unsigned char)px;
  }
#endif
}

static void argb32_to_rgba(const unsigned char *src, unsigned char *dst, uint32_t width) {
  for (uint32_t x = 0; x < width; x++, src += 4, dst += 4) {
    uint32_t px = load32(src);
    unsigned a = px >> 24, r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;
    if (a == 0) {
      r = g = b = 0;
    } else if (a != 255) {
      r = unpremultiply(r, a);
      g = unpremultiply(g, a);
      b = unpremultiply(b, a);
    }
    dst[0] = (unsigned char)r;
    dst[1] = (unsigned char)g;
    dst[2] = (unsigned char)b;
    dst[3] = (unsigned char)a;
  }
}

static void rgba_to_rgb(const unsigned char *src, unsigned char *dst, uint32_t width) {
  for (uint32_t x = 0; x < width; x++, src += 4, dst += 3) {
    dst[0] = src[0];
    dst[1] = src[1];
    dst[2] = src[2];
  }
}

/* Every alpha 255? Stops at the first row that has one that is not. */
static int is_opaque(const unsigned char *base, uint32_t width, uint32_t height, size_t stride,
                     diorama_png_source source) {
  for (uint32_t y = 0; y < height; y++) {
    const unsigned char *row = base + (size_t)y * stride;
    unsigned all = 0xff;
    if (source == DIORAMA_PNG_SOURCE_ARGB32_PREMULTIPLIED) {
      uint32_t words = 0xFF000000u;
      for (uint32_t x = 0; x < width; x++) words &= load32(row + (size_t)x * 4);
      all = words >> 24;
    } else {
      for (uint32_t x = 0; x < width; x++) all &= row[(size_t)x * 4 + 3];
    }
    if (all != 0xff) return 0;
  }
  return 1;
}

/* ------------------------------------------------------------ filters */

/* The Paeth predictor, without branches the compiler cannot turn into selects. */
static inline int paeth(int a, int b, int c) {
  int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
  int ab = pb < pa ? b : a;
  int pab = pb < pa ? pb : pa;
  return pc < pab ? c : ab;
}

/* Filters one row of `n` bytes with `bpp` bytes per pixel; `up` is the row above,
   or NULL for the first row (the PNG specification's zeros). */
static void filter_row(diorama_png_filter type, const unsigned char *row, const unsigned char *up,
                       unsigned char *out, size_t n, size_t bpp) {
  size_t i = 0;
  switch (type) {
    case DIORAMA_PNG_FILTER_SUB:
      for (; i < bpp; i++) out[i] = row[i];
      for (; i < n; i++) out[i] = (unsigned char)(row[i] - row[i - bpp]);
      break;
    case DIORAMA_PNG_FILTER_UP:
      if (up == NULL) {
        memcpy(out, row, n);
      } else {
        for (; i < n; i++) out[i] = (unsigned char)(row[i] - up[i]);
      }
      break;
    case DIORAMA_PNG_FILTER_AVERAGE:
      if (up == NULL) {
        for (; i < bpp; i++) out[i] = row[i];
        for (; i < n; i++) out[i] = (unsigned char)(row[i] - (row[i - bpp] >> 1));
      } else {
        for (; i < bpp; i++) out[i] = (unsigned char)(row[i] - (up[i] >> 1));
        for (; i < n; i++) out[i] = (unsigned char)(row[i] - ((row[i - bpp] + up[i]) >> 1));
      }
      break;
    case DIORAMA_PNG_FILTER_PAETH:
      if (up == NULL) { /* Paeth of (a, 0, 0) is a: the sub filter. */
        filter_row(DIORAMA_PNG_FILTER_SUB, row, NULL, out, n, bpp);
      } else {
        for (; i < bpp; i++) out[i] = (unsigned char)(row[i] - up[i]);
        for (; i < n; i++) out[i] = (unsigned char)(row[i] - paeth(row[i - bpp], up[i], up[i - bpp]));
      }
      break;
    default:
      memcpy(out, row, n);
      break;
  }
}

static inline uint32_t magnitude(int residual) {
  int v = (signed char)(unsigned char)residual;
  return (uint32_t)(v < 0 ? -v : v);
}

/* The filter whose output has the smallest sum of absolute values (as signed
   bytes); the first in PNG order wins a tie. One pass, nothing written. The
   first row's `up` is all zeros, which the first row of the image passes as NULL. */
static diorama_png_filter choose_filter(const unsigned char *row, const unsigned char *up,
                                        const unsigned char *zeros, size_t n, size_t bpp) {
  if (up == NULL) up = zeros;
  unsigned long cost[5] = {0, 0, 0, 0, 0};
  for (size_t i = 0; i < bpp; i++) {
    int x = row[i], b = up[i];
    cost[0] += magnitude(x);
    cost[1] += magnitude(x);
    cost[2] += magnitude(x - b);
    cost[3] += magnitude(x - (b >> 1));
    cost[4] += magnitude(x - b); /* Paeth of (0, b, 0) is b */
  }
  /* 32-bit sums (a row is at most 131,068 bytes of at most 128): the loop vectorizes wider. */
  uint32_t none = 0, sub = 0, vertical = 0, average = 0, predicted = 0;
  for (size_t i = bpp; i < n; i++) {
    int x = row[i], a = row[i - bpp], b = up[i], c = up[i - bpp];
    none += magnitude(x);
    sub += magnitude(x - a);
    vertical += magnitude(x - b);
    average += magnitude(x - ((a + b) >> 1));
    predicted += magnitude(x - paeth(a, b, c));
  }
  cost[0] += none;
  cost[1] += sub;
  cost[2] += vertical;
  cost[3] += average;
  cost[4] += predicted;
  int best = 0;
  for (int f = 1; f < 5; f++) {
    if (cost[f] < cost[best]) best = f;
  }
  return (diorama_png_filter)best;
}

/* ------------------------------------------------------------ chunks */

static void put32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

/* Writes a chunk's length, type, data and CRC at `p`; returns the byte after it. */
static unsigned char *put_chunk(unsigned char *p, const char *type, const unsigned char *data,
                                size_t length) {
  put32(p, (uint32_t)length);
  memcpy(p + 4, type, 4);
  if (length > 0) memcpy(p + 8, data, length);
  put32(p + 8 + length, libdeflate_crc32(0, p + 4, 4 + length));
  return p + 12 + length;
}

/* ------------------------------------------------------------ encoding */

/* IDAT chunks are at most this long (the format allows 2^31 - 1). */
#define IDAT_MAX ((size_t)1 << 30)

diorama_png_encoder_status diorama_png_encoder_encode(diorama_png_encoder *encoder, const void *pixels,
                                                      uint32_t width, uint32_t height, size_t stride,
                                                      diorama_png_source source, diorama_png_alpha alpha,
                                                      int level, diorama_png_strategy strategy,
                                                      diorama_png_filter filter, void **out,
                                                      size_t *out_size, char *message,
                                                      size_t message_capacity) {
  if (encoder == NULL || out == NULL || out_size == NULL) {
    set_message(message, message_capacity, "no encoder or output pointer was given");
    return DIORAMA_PNG_ENCODER_BAD_ARGUMENT;
  }
  *out = NULL;
  *out_size = 0;
  if (width == 0 || height == 0 || width > DIORAMA_PNG_ENCODER_MAX_SIDE ||
      height > DIORAMA_PNG_ENCODER_MAX_SIDE || (uint64_t)width * height > DIORAMA_PNG_ENCODER_MAX_PIXELS) {
    char text[128];
    snprintf(text, sizeof text, "cannot encode a %ux%u image", width, height);
    set_message(message, message_capacity, text);
    return DIORAMA_PNG_ENCODER_BAD_DIMENSIONS;
  }
  if (pixels == NULL || stride < (size_t)width * 4) {
    set_message(message, message_capacity, "the row stride is smaller than width * 4 bytes");
    return DIORAMA_PNG_ENCODER_BAD_ARGUMENT;
  }
  if (level < 0 || level > DIORAMA_PNG_ENCODER_MAX_LEVEL) {
    set_message(message, message_capacity, "the compression level must be in 0...12");
    return DIORAMA_PNG_ENCODER_BAD_ARGUMENT;
  }
  if ((unsigned)filter > DIORAMA_PNG_FILTER_ADAPTIVE || (unsigned)strategy > DIORAMA_PNG_STRATEGY_NEIGHBOURS ||
      (unsigned)source > DIORAMA_PNG_SOURCE_ARGB32_PREMULTIPLIED ||
      (unsigned)alpha > DIORAMA_PNG_ALPHA_AUTOMATIC) {
    set_message(message, message_capacity, "unknown filter, strategy, source layout or alpha choice");
    return DIORAMA_PNG_ENCODER_BAD_ARGUMENT;
  }
  const unsigned char *base = (const unsigned char *)pixels;
  int keeps_alpha = alpha == DIORAMA_PNG_ALPHA_KEEP ||
                    (alpha == DIORAMA_PNG_ALPHA_AUTOMATIC && !is_opaque(base, width, height, stride, source));
  if (source == DIORAMA_PNG_SOURCE_ARGB32_PREMULTIPLIED && keeps_alpha) {
    pthread_once(&reciprocal_once, fill_reciprocals);
  }

  size_t bpp = keeps_alpha ? 4 : 3;
  size_t row_bytes = (size_t)width * bpp;
  size_t filtered_size = (size_t)height * (1 + row_bytes);
  /* Rows are converted with 4-byte stores: one byte of slack after the last. */
  int converts = !(source == DIORAMA_PNG_SOURCE_RGBA && keeps_alpha);
  int looks_up = filter != DIORAMA_PNG_FILTER_NONE;
  if (!reserve(&encoder->filtered, &encoder->filtered_capacity, filtered_size + 4) ||
      (looks_up && converts && !reserve(&encoder->rows, &encoder->rows_capacity, 2 * (row_bytes + 4)))) {
    set_message(message, message_capacity, "out of memory for the filtered rows");
    return DIORAMA_PNG_ENCODER_NO_MEMORY;
  }

  /* The row above the first, for the adaptive choice: zeros. */
  unsigned char *zeros = NULL;
  if (filter == DIORAMA_PNG_FILTER_ADAPTIVE && (zeros = calloc(row_bytes, 1)) == NULL) {
    set_message(message, message_capacity, "out of memory for the filtered rows");
    return DIORAMA_PNG_ENCODER_NO_MEMORY;
  }
  unsigned char *row_buffers[2] = {encoder->rows, encoder->rows ? encoder->rows + row_bytes + 4 : NULL};
  const unsigned char *above = NULL;
  for (uint32_t y = 0; y < height; y++) {
    const unsigned char *src = base + (size_t)y * stride;
    unsigned char *dst = encoder->filtered + (size_t)y * (1 + row_bytes);
    /* The converted row: straight into the output when no filter needs it again. */
    const unsigned char *row = src;
    unsigned char *converted = looks_up ? row_buffers[y & 1] : dst + 1;
    if (converts) {
      if (source == DIORAMA_PNG_SOURCE_RGBA) {
        rgba_to_rgb(src, converted, width);
      } else if (keeps_alpha) {
        argb32_to_rgba(src, converted, width);
      } else {
        argb32_to_rgb(src, converted, width);
      }
      row = converted;
    }
    diorama_png_filter type = filter;
    if (type == DIORAMA_PNG_FILTER_ADAPTIVE) type = choose_filter(row, above, zeros, row_bytes, bpp);
    if (type != DIORAMA_PNG_FILTER_NONE || row != dst + 1) filter_row(type, row, above, dst + 1, row_bytes, bpp);
    dst[0] = (unsigned char)type;
    above = row;
  }
  free(zeros);

  size_t compressed;
  if (strategy == DIORAMA_PNG_STRATEGY_NEIGHBOURS && level > 0) {
    if (!neighbour_scratch_reserve(&encoder->neighbours) ||
        !reserve(&encoder->compressed, &encoder->compressed_capacity, neighbour_deflate_bound(filtered_size))) {
      set_message(message, message_capacity, "out of memory for the compressed data");
      return DIORAMA_PNG_ENCODER_NO_MEMORY;
    }
    compressed = neighbour_deflate(&encoder->neighbours, encoder->filtered, filtered_size, bpp, 1 + row_bytes,
                                   level >= 2, encoder->compressed);
  } else {
    if (encoder->compressor_level != level) {
      if (encoder->compressor) libdeflate_free_compressor(encoder->compressor);
      encoder->compressor = libdeflate_alloc_compressor(level);
      encoder->compressor_level = encoder->compressor ? level : -1;
      if (encoder->compressor == NULL) {
        set_message(message, message_capacity, "out of memory for the compressor");
        return DIORAMA_PNG_ENCODER_NO_MEMORY;
      }
    }
    size_t bound = libdeflate_zlib_compress_bound(encoder->compressor, filtered_size);
    if (!reserve(&encoder->compressed, &encoder->compressed_capacity, bound)) {
      set_message(message, message_capacity, "out of memory for the compressed data");
      return DIORAMA_PNG_ENCODER_NO_MEMORY;
    }
    compressed = libdeflate_zlib_compress(encoder->compressor, encoder->filtered, filtered_size,
                                          encoder->compressed, encoder->compressed_capacity);
    if (compressed == 0) { /* cannot happen with a buffer of the bound's size */
      set_message(message, message_capacity, "libdeflate could not compress the rows");
      return DIORAMA_PNG_ENCODER_NO_MEMORY;
    }
  }

  size_t idat_count = (compressed + IDAT_MAX - 1) / IDAT_MAX;
  size_t size = 8 + (12 + 13) + idat_count * 12 + compressed + 12;
  unsigned char *png = malloc(size);
  if (png == NULL) {
    set_message(message, message_capacity, "out of memory for the PNG");
    return DIORAMA_PNG_ENCODER_NO_MEMORY;
  }
  static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  memcpy(png, signature, 8);
  unsigned char header[13];
  put32(header, width);
  put32(header + 4, height);
  header[8] = 8;                   /* bit depth */
  header[9] = keeps_alpha ? 6 : 2; /* RGBA or RGB */
  header[10] = 0;                  /* deflate */
  header[11] = 0;                  /* adaptive filtering, type per row */
  header[12] = 0;                  /* no interlace */
  unsigned char *p = put_chunk(png + 8, "IHDR", header, 13);
  for (size_t offset = 0; offset < compressed; offset += IDAT_MAX) {
    size_t length = compressed - offset < IDAT_MAX ? compressed - offset : IDAT_MAX;
    p = put_chunk(p, "IDAT", encoder->compressed + offset, length);
  }
  p = put_chunk(p, "IEND", NULL, 0);
  *out = png;
  *out_size = (size_t)(p - png);
  return DIORAMA_PNG_ENCODER_OK;
}
