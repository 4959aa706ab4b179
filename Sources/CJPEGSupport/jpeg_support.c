#include "CJPEGSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

/*
 * Every function that calls into libjpeg installs its own setjmp. State that
 * must survive a longjmp lives in a context struct reached through a pointer
 * that never changes after setjmp, so no local needs to be volatile.
 */

typedef struct {
  struct jpeg_error_mgr manager; /* first, so libjpeg's err pointer is the context */
  jmp_buf jump;
  char *message;
  size_t capacity;
} error_context;

static void set_message(error_context *errors, const char *text) {
  if (errors->message == NULL || errors->capacity == 0) return;
  snprintf(errors->message, errors->capacity, "%s", text);
}

static void on_jpeg_error(j_common_ptr cinfo) {
  error_context *errors = (error_context *)cinfo->err;
  char text[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, text);
  set_message(errors, text);
  longjmp(errors->jump, 1);
}

/* Warnings that mean the pixels would be wrong (the rest of the picture filled
   with grey, or garbage after a damaged code) are failures; the others are
   ignored, as libjpeg's own tools do. */
static int warning_is_fatal(int code) {
  switch (code) {
  case JWRN_JPEG_EOF:
  case JWRN_HIT_MARKER:
  case JWRN_HUFF_BAD_CODE:
  case JWRN_MUST_RESYNC:
    return 1;
  default:
    return 0;
  }
}

static void on_jpeg_message(j_common_ptr cinfo, int level) {
  if (level >= 0) return; /* trace messages */
  if (!warning_is_fatal(cinfo->err->msg_code)) return;
  error_context *errors = (error_context *)cinfo->err;
  if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
    set_message(errors, "the JPEG data ends early (truncated file)");
  } else {
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    set_message(errors, text);
  }
  longjmp(errors->jump, 1);
}

/* Nothing is ever printed to standard error. */
static void on_jpeg_output(j_common_ptr cinfo) { (void)cinfo; }

typedef struct {
  error_context errors;
  struct jpeg_decompress_struct cinfo;
  int created;
  const unsigned char *data;
  size_t size;
  unsigned char *out; /* NULL when only the size is wanted */
  size_t out_capacity;
  uint32_t width, height;
} decode_context;

static int has_signature(const unsigned char *bytes, size_t size) {
  return bytes != NULL && size >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

/* Converts one row of CMYK samples to RGBA. */
static void cmyk_row_to_rgba(const JSAMPLE *cmyk, unsigned char *rgba, uint32_t width,
                             int inverted) {
  for (uint32_t x = 0; x < width; x++) {
    unsigned c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
    if (!inverted) {
      c = 255 - c;
      m = 255 - m;
      y = 255 - y;
      k = 255 - k;
    }
    /* Now each value is (1 - ink) * 255: R = (1 - C)(1 - K), rounded. */
    rgba[0] = (unsigned char)((c * k + 127) / 255);
    rgba[1] = (unsigned char)((m * k + 127) / 255);
    rgba[2] = (unsigned char)((y * k + 127) / 255);
    rgba[3] = 255;
    cmyk += 4;
    rgba += 4;
  }
}

static diorama_jpeg_status run(decode_context *ctx) {
  struct jpeg_decompress_struct *cinfo = &ctx->cinfo;
  if (setjmp(ctx->errors.jump)) return DIORAMA_JPEG_CORRUPT;

  jpeg_create_decompress(cinfo);
  ctx->created = 1;
  jpeg_mem_src(cinfo, ctx->data, (unsigned long)ctx->size);
  if (jpeg_read_header(cinfo, TRUE) != JPEG_HEADER_OK) {
    set_message(&ctx->errors, "the JPEG has no image (tables only)");
    return DIORAMA_JPEG_CORRUPT;
  }
  uint32_t w = cinfo->image_width, h = cinfo->image_height;
  ctx->width = w;
  ctx->height = h;
  if (w == 0 || h == 0 || w > DIORAMA_JPEG_MAX_SIDE || h > DIORAMA_JPEG_MAX_SIDE ||
      (uint64_t)w * h > DIORAMA_JPEG_MAX_PIXELS) {
    char text[128];
    snprintf(text, sizeof text, "the JPEG declares %ux%u pixels", w, h);
    set_message(&ctx->errors, text);
    return DIORAMA_JPEG_BAD_DIMENSIONS;
  }
  if (ctx->out == NULL) return DIORAMA_JPEG_OK;
  if (ctx->out_capacity < (size_t)w * h * 4) {
    set_message(&ctx->errors, "the output buffer is smaller than width * height * 4 bytes");
    return DIORAMA_JPEG_BAD_ARGUMENT;
  }

  int cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
  cinfo->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg_start_decompress(cinfo);
  if (cinfo->output_width != w || cinfo->output_height != h ||
      cinfo->output_components != 4) {
    set_message(&ctx->errors, "libjpeg could not convert this JPEG to RGBA");
    return DIORAMA_JPEG_CORRUPT;
  }
  size_t row_bytes = (size_t)w * 4;
  /* Released with the decompressor by jpeg_destroy_decompress. */
  JSAMPARRAY cmyk_row =
      cmyk ? (*cinfo->mem->alloc_sarray)((j_common_ptr)cinfo, JPOOL_IMAGE, (JDIMENSION)row_bytes, 1)
           : NULL;
  while (cinfo->output_scanline < h) {
    unsigned char *row = ctx->out + (size_t)cinfo->output_scanline * row_bytes;
    if (cmyk) {
      if (jpeg_read_scanlines(cinfo, cmyk_row, 1) != 1) break;
      cmyk_row_to_rgba(cmyk_row[0], row, w, cinfo->saw_Adobe_marker);
    } else {
      JSAMPROW rows[1] = {row};
      if (jpeg_read_scanlines(cinfo, rows, 1) != 1) break;
    }
  }
  if (cinfo->output_scanline < h) {
    set_message(&ctx->errors, "the JPEG data ends early (truncated file)");
    return DIORAMA_JPEG_CORRUPT;
  }
  jpeg_finish_decompress(cinfo);
  return DIORAMA_JPEG_OK;
}

static diorama_jpeg_status decode(const void *data, size_t size, void *out, size_t out_capacity,
                                  uint32_t *width, uint32_t *height, char *message,
                                  size_t message_capacity) {
  decode_context *ctx = calloc(1, sizeof(decode_context));
  if (ctx == NULL) {
    if (message != NULL && message_capacity > 0) snprintf(message, message_capacity, "out of memory");
    return DIORAMA_JPEG_NO_MEMORY;
  }
  ctx->errors.message = message;
  ctx->errors.capacity = message_capacity;
  diorama_jpeg_status status;
  if (!has_signature((const unsigned char *)data, size)) {
    set_message(&ctx->errors, "the data does not start with a JPEG SOI marker");
    status = DIORAMA_JPEG_NOT_JPEG;
  } else {
    ctx->data = (const unsigned char *)data;
    ctx->size = size;
    ctx->out = (unsigned char *)out;
    ctx->out_capacity = out_capacity;
    ctx->cinfo.err = jpeg_std_error(&ctx->errors.manager);
    ctx->errors.manager.error_exit = on_jpeg_error;
    ctx->errors.manager.emit_message = on_jpeg_message;
    ctx->errors.manager.output_message = on_jpeg_output;
    status = run(ctx);
    if (ctx->created) jpeg_destroy_decompress(&ctx->cinfo);
  }
  if (width) *width = ctx->width;
  if (height) *height = ctx->height;
  free(ctx);
  return status;
}

diorama_jpeg_status diorama_jpeg_read_size(const void *data, size_t size, uint32_t *width,
                                           uint32_t *height, char *message,
                                           size_t message_capacity) {
  return decode(data, size, NULL, 0, width, height, message, message_capacity);
}

diorama_jpeg_status diorama_jpeg_decode_rgba(const void *data, size_t size, void *out,
                                             size_t out_capacity, uint32_t *width,
                                             uint32_t *height, char *message,
                                             size_t message_capacity) {
  if (out == NULL) {
    if (message != NULL && message_capacity > 0)
      snprintf(message, message_capacity, "no output buffer");
    return DIORAMA_JPEG_BAD_ARGUMENT;
  }
  return decode(data, size, out, out_capacity, width, height, message, message_capacity);
}
