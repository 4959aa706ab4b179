/*
 * The C peer of `diorama-bench chart`: the line chart of the chart benchmark
 * drawn with cairo's C API into one reused 1280 x 720 ARGB32 buffer, with
 * nothing else in the way.
 *
 * Each frame paints the buffer white, then strokes the chart's path: 1,000
 * points evenly spaced across the width, point i at
 *   x = 40 + 1200 * i / 999,
 *   y = 360 - 300 * sin(0.037 * i + 0.1 * frame) * cos(0.0053 * i),
 * joined by straight lines, 2 units wide, round joins, butt caps, in
 * rgb(0, 122, 255) (iOS's system blue). The chart moves every frame, so every
 * frame draws the path again, as a chart view redrawn on each change does.
 *
 *   chart_cairo_peer [--frames 120] [--warmup 10] [--png FILE]
 *
 * The time of each frame is this thread's CPU time; the figure is the median
 * over the timed frames, after the untimed warm-up frames. --png writes the
 * last frame. Prints one JSON line: the median ms per frame and the number
 * of pixels of the last frame that are not white ("ink").
 */
#define _GNU_SOURCE
#include <cairo.h>
#include <getopt.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { WIDTH = 1280, HEIGHT = 720, POINTS = 1000 };

static double thread_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void draw_frame(cairo_t *cr, int frame) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < POINTS; i++) {
        double x = 40 + 1200.0 * i / (POINTS - 1);
        double y = 360 - 300 * sin(0.037 * i + 0.1 * frame) * cos(0.0053 * i);
        if (i == 0) cairo_move_to(cr, x, y); else cairo_line_to(cr, x, y);
    }
    cairo_set_line_width(cr, 2);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_source_rgb(cr, 0, 122 / 255.0, 1);
    cairo_stroke(cr);
}

int main(int argc, char **argv) {
    int frames = 120, warmup = 10;
    const char *png = NULL;
    static struct option options[] = {
        {"frames", required_argument, 0, 'f'}, {"warmup", required_argument, 0, 'w'},
        {"png", required_argument, 0, 'p'}, {0, 0, 0, 0}};
    for (int c; (c = getopt_long(argc, argv, "", options, NULL)) != -1;) {
        if (c == 'f') frames = atoi(optarg);
        else if (c == 'w') warmup = atoi(optarg);
        else if (c == 'p') png = optarg;
        else return 2;
    }
    if (frames < 1 || warmup < 0) return 2;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    double *times = malloc(sizeof(double) * frames);
    for (int i = 0; i < warmup + frames; i++) {
        double start = thread_seconds();
        draw_frame(cr, i);
        cairo_surface_flush(surface);
        if (i >= warmup) times[i - warmup] = thread_seconds() - start;
    }
    qsort(times, frames, sizeof(double), compare_doubles);
    double median = frames % 2 ? times[frames / 2] : (times[frames / 2 - 1] + times[frames / 2]) / 2;
    long ink = 0;
    const unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            if (((const uint32_t *)(data + (size_t)y * stride))[x] != 0xFFFFFFFFu) ink++;
    if (png && cairo_surface_write_to_png(surface, png) != CAIRO_STATUS_SUCCESS) return 1;
    printf("{\"peer\":\"chart_cairo\",\"cairo\":\"%s\",\"frames\":%d,\"ms_per_frame\":%.4f,\"ink_pixels\":%ld}\n",
           cairo_version_string(), frames, median * 1000, ink);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    free(times);
    return 0;
}
