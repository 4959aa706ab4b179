#include "CPNGSupport.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Every function that calls into libpng installs its own setjmp. State that
 * must survive a longjmp lives in a context struct reached through a pointer
 * that never changes after setjmp, so no local needs to be volatile.
 */

typedef struct {
  char *message;
  size_t capacity;
} message_sink;

static void set_message(message_sink *sink, const char *text) {
  if (sink->message == NULL || sink->capacity == 0) return;
  snprintf(sink->message, sink->capacity, "%s", text);
}

static void on_png_error(png_structp png, png_const_charp text) {
  message_sink *sink = (message_sink *)png_get_error_ptr(png);
  if (sink != NULL) set_message(sink, text);
  png_longjmp(png, 1);
}

/* Warnings (unknown ancillary chunks, bad ancillary CRCs) are not failures. */
static void on_png_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

/* ------------------------------------------------------------------ reading */

typedef struct {
  const unsigned char *data;
  size_t size;
  size_t position;
} memory_source;

static void read_from_memory(png_structp png, png_bytep out, size_t length) {
  memory_source *source = (memory_source *)png_get_io_ptr(png);
  if (length > source->size - source->position) {
    png_error(png, "the PNG data ends early (truncated file)");
  }
  memcpy(out, source->data + source->position, length);
  source->position += length;
}

static uint32_t big_endian_32(const unsigned char *bytes) {
  return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) |
         (uint32_t)bytes[3];
}

/*
 * Validates the signature and the IHDR dimensions by hand, before libpng sees
 * the data, so that zero and absurd sizes get their own status instead of a
 * generic libpng error.
 */
static diorama_png_status check_header(const unsigned char *bytes, size_t size, uint32_t *width,
                                       uint32_t *height, message_sink *sink) {
  if (bytes == NULL || size < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
    set_message(sink, "the data does not start with the PNG signature");
    return DIORAMA_PNG_NOT_PNG;
  }
  if (size < 8 + 8 + 13 + 4) {
    set_message(sink, "the PNG data ends inside its header (truncated file)");
    return DIORAMA_PNG_CORRUPT;
  }
  if (big_endian_32(bytes + 8) != 13 || memcmp(bytes + 12, "IHDR", 4) != 0) {
    set_message(sink, "the first chunk is not a valid IHDR");
    return DIORAMA_PNG_CORRUPT;
  }
  uint32_t w = big_endian_32(bytes + 16), h = big_endian_32(bytes + 20);
  *width = w;
  *height = h;
  if (w == 0 || h == 0 || w > DIORAMA_PNG_MAX_SIDE || h > DIORAMA_PNG_MAX_SIDE ||
      (uint64_t)w * h > DIORAMA_PNG_MAX_PIXELS) {
    char text[128];
    snprintf(text, sizeof text, "the PNG declares %ux%u pixels", w, h);
    set_message(sink, text);
    return DIORAMA_PNG_BAD_DIMENSIONS;
  }
  /*
   * The filtered image data is at least height * (1 + bytes per row), and deflate
   * compresses at most 1032:1, so a stream too short to hold it is truncated:
   * refuse it here rather than allocate width * height * 4 bytes for it first.
   */
  unsigned bit_depth = bytes[24], color_type = bytes[25];
  unsigned channels = color_type == 2 ? 3 : color_type == 4 ? 2 : color_type == 6 ? 4 : 1;
  uint64_t row = ((uint64_t)w * channels * (bit_depth ? bit_depth : 1) + 7) / 8;
  uint64_t minimum_raw = (uint64_t)h * (1 + row);
  if (minimum_raw > (uint64_t)size * 1032 + 1024) {
    char text[160];
    snprintf(text, sizeof text, "the PNG declares %ux%u pixels but has only %zu bytes (truncated file)", w, h,
             size);
    set_message(sink, text);
    return DIORAMA_PNG_CORRUPT;
  }
  return DIORAMA_PNG_OK;
}

diorama_png_status diorama_png_read_size(const void *data, size_t size, uint32_t *width,
                                         uint32_t *height, char *message, size_t message_capacity) {
  message_sink sink = {message, message_capacity};
  uint32_t w = 0, h = 0;
  diorama_png_status status = check_header((const unsigned char *)data, size, &w, &h, &sink);
  if (width) *width = w;
  if (height) *height = h;
  return status;
}

typedef struct {
  message_sink sink;
  memory_source source;
  png_structp png;
  png_infop info;
  unsigned char *out;
} decode_context;

static diorama_png_status decode_into(decode_context *ctx, uint32_t width, uint32_t height) {
  png_structp png = ctx->png;
  png_infop info = ctx->info;
  /* Whatever libpng rejects (CRC, zlib data, truncation, limits) is corrupt data;
     its message is already in ctx->sink. */
  if (setjmp(png_jmpbuf(png))) return DIORAMA_PNG_CORRUPT;

  png_set_read_fn(png, &ctx->source, read_from_memory);
  png_set_user_limits(png, DIORAMA_PNG_MAX_SIDE, DIORAMA_PNG_MAX_SIDE);
  /* libpng reads a known ancillary chunk (text, ICC profile, palette suggestions,
     Exif) whole into memory, sized by its length field: a 2 GB tEXt length made it
     allocate 2 GB (found by fuzz-png), and this build does not bound it. Nothing
     here reads those chunks, so they are skipped unread. */
  static const png_byte skipped[] = {'t', 'E', 'X', 't', '\0', 'z', 'T', 'X', 't', '\0',
                                     'i', 'T', 'X', 't', '\0', 'i', 'C', 'C', 'P', '\0',
                                     's', 'P', 'L', 'T', '\0', 'e', 'X', 'I', 'f', '\0'};
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, skipped, 6);
  png_set_chunk_malloc_max(png, 8000000);
  png_set_chunk_cache_max(png, 1000);
#ifdef PNG_IGNORE_ADLER32
  /* Every chunk's CRC still guards the compressed bytes; zlib's Adler-32 over
     the inflated rows only re-checks the encoder, and costs about 10 % of a
     frame decode. */
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  png_read_info(png, info);

  int bit_depth = png_get_bit_depth(png, info);
  int color_type = png_get_color_type(png, info);
  /* Palette -> RGB, gray < 8 bits -> 8 bits, tRNS -> alpha channel. */
  png_set_expand(png);
  if (bit_depth == 16) {
#ifdef PNG_READ_SCALE_16_TO_8_SUPPORTED
    png_set_scale_16(png); /* rounds v * 255 / 65535; strip_16 would truncate */
#else
    png_set_strip_16(png);
#endif
  }
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
    png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
  }
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);

  size_t row_bytes = (size_t)width * 4;
  if (png_get_rowbytes(png, info) != row_bytes) {
    set_message(&ctx->sink, "libpng could not expand this PNG to 8-bit RGBA");
    return DIORAMA_PNG_CORRUPT;
  }
  /* Reading every pass into the same rows de-interlaces in place. */
  for (int pass = 0; pass < passes; pass++) {
    for (uint32_t y = 0; y < height; y++) {
      png_read_row(png, ctx->out + (size_t)y * row_bytes, NULL);
    }
  }
  png_read_end(png, NULL);
  return DIORAMA_PNG_OK;
}

diorama_png_status diorama_png_decode_rgba(const void *data, size_t size, void *out,
                                           size_t out_capacity, uint32_t *width, uint32_t *height,
                                           char *message, size_t message_capacity) {
  decode_context ctx;
  memset(&ctx, 0, sizeof ctx);
  ctx.sink = (message_sink){message, message_capacity};
  uint32_t w = 0, h = 0;
  diorama_png_status status = check_header((const unsigned char *)data, size, &w, &h, &ctx.sink);
  if (width) *width = w;
  if (height) *height = h;
  if (status != DIORAMA_PNG_OK) return status;
  if (out == NULL || out_capacity < (size_t)w * h * 4) {
    set_message(&ctx.sink, "the output buffer is smaller than width * height * 4 bytes");
    return DIORAMA_PNG_BAD_ARGUMENT;
  }
  ctx.source = (memory_source){(const unsigned char *)data, size, 0};
  ctx.out = (unsigned char *)out;
  ctx.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx.sink, on_png_error, on_png_warning);
  if (ctx.png == NULL) {
    set_message(&ctx.sink, "out of memory creating the PNG reader");
    return DIORAMA_PNG_NO_MEMORY;
  }
  ctx.info = png_create_info_struct(ctx.png);
  if (ctx.info == NULL) {
    png_destroy_read_struct(&ctx.png, NULL, NULL);
    set_message(&ctx.sink, "out of memory creating the PNG reader");
    return DIORAMA_PNG_NO_MEMORY;
  }
  status = decode_into(&ctx, w, h);
  png_destroy_read_struct(&ctx.png, &ctx.info, NULL);
  return status;
}

const char *diorama_png_version(void) { return PNG_LIBPNG_VER_STRING; }
