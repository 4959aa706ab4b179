/*
 * The C peer of `diorama-bench render`: the reference scene of scene-spec.md
 * drawn with cairo's C API and written as a PNG sequence, with nothing else in
 * the way. It is the floor a renderer built on the same cairo can approach.
 *
 * Modes:
 *   draw       draw each frame, no encoding (what drawing alone costs)
 *   cairo-png  draw, then cairo_surface_write_to_png: cairo's own writer
 *              (zlib 6, adaptive filters), byte-identical to pycairo's
 *   libpng     draw, then encode with libpng directly at the --level and
 *              --filter given, and write the file
 * Threads:
 *   --threads N         N workers, each drawing and encoding whole frames
 *   --encode-threads N  a pipeline: this thread draws every frame, N threads
 *                       encode and write them
 *
 * Each timed repeat writes its frames into a new folder under --out-parent
 * and removes it afterwards: overwriting files costs more than writing new
 * ones on some file systems, and would add noise.
 *
 *   scene_cairo_peer [--mode M] [--level 0-9] [--filter none|sub|up|avg|paeth|adaptive]
 *                    [--threads N | --encode-threads N] [--frames 60] [--repeats 5]
 *                    [--out-parent DIR]
 *   scene_cairo_peer --dump DIR [--only 10,11] [--mode cairo-png|libpng ...]
 *
 * Prints one JSON line: the median over the repeats of the whole sequence's
 * wall time, frames per second, and the time per frame of each phase (draw,
 * convert, encode, write; summed over the threads when there are several).
 */
#define _GNU_SOURCE
#include <cairo.h>
#include <getopt.h>
#include <math.h>
#include <png.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

/* ------------------------------------------------------------------ scene */

enum { WIDTH = 1280, HEIGHT = 720, STRIDE = WIDTH * 4, SEQUENCE_FRAMES = 60, CARD_COUNT = 24, FADED_CARD = 7 };

static const double kMargin = 40, kGap = 16, kCornerRadius = 12, kBorderWidth = 2, kFontSize = 18;
static const double kLabelOffsetX = 14, kLabelOffsetY = 30;
static const uint32_t kBackgroundTop = 0x20242E, kBackgroundBottom = 0x3A4152;
static const uint32_t kPalette[6] = {0x4C78A8, 0xF58518, 0x54A24B, 0xE45756, 0x72B7B2, 0xEECA3B};

typedef struct {
    double x, y, width, height;
} Frame;

/* Card k's cell in a cols x rows grid filling the canvas inside the margin. */
static Frame grid_cell(int k, int cols, int rows) {
    double cell_width = (WIDTH - 2 * kMargin - (cols - 1) * kGap) / cols;
    double cell_height = (HEIGHT - 2 * kMargin - (rows - 1) * kGap) / rows;
    return (Frame){kMargin + (k % cols) * (cell_width + kGap), kMargin + (k / cols) * (cell_height + kGap),
                   cell_width, cell_height};
}

/* Eased progress of frame i: ease-in-out cubic over frames 0..59. */
static double eased_progress(int i) {
    double u = fmin(fmax((double)i / (SEQUENCE_FRAMES - 1), 0), 1);
    if (u < 0.5) return 4 * u * u * u;
    double v = 2 - 2 * u;
    return 1 - v * v * v / 2;
}

static double mix(double from, double to, double e) { return from + (to - from) * e; }

static void set_rgb(cairo_t *cr, uint32_t rgb) {
    cairo_set_source_rgb(cr, (rgb >> 16) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
}

static void rounded_rectangle(cairo_t *cr, Frame f, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, f.x + f.width - r, f.y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, f.x + f.width - r, f.y + f.height - r, r, 0, M_PI / 2);
    cairo_arc(cr, f.x + r, f.y + f.height - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, f.x + r, f.y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void draw_scene(cairo_t *cr, int i) {
    double e = eased_progress(i);

    cairo_pattern_t *background = cairo_pattern_create_linear(0, 0, 0, HEIGHT);
    cairo_pattern_add_color_stop_rgb(background, 0, (kBackgroundTop >> 16) / 255.0,
                                     ((kBackgroundTop >> 8) & 0xFF) / 255.0, (kBackgroundTop & 0xFF) / 255.0);
    cairo_pattern_add_color_stop_rgb(background, 1, (kBackgroundBottom >> 16) / 255.0,
                                     ((kBackgroundBottom >> 8) & 0xFF) / 255.0, (kBackgroundBottom & 0xFF) / 255.0);
    cairo_set_source(cr, background);
    cairo_paint(cr);
    cairo_pattern_destroy(background);

    /* Explicit font options, so that fontconfig's defaults play no part. */
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, kFontSize);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);

    for (int k = 0; k < CARD_COUNT; k++) {
        Frame from = grid_cell(k, 6, 4), to = grid_cell(k, 8, 3);
        Frame card = {mix(from.x, to.x, e), mix(from.y, to.y, e), mix(from.width, to.width, e),
                      mix(from.height, to.height, e)};
        bool faded = k == FADED_CARD;
        if (faded) cairo_push_group(cr); /* fill, border and label fade as one */
        rounded_rectangle(cr, card, kCornerRadius);
        set_rgb(cr, kPalette[k % 6]);
        cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, 1, 1, 1, 0.85);
        cairo_set_line_width(cr, kBorderWidth);
        cairo_stroke(cr);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_move_to(cr, card.x + kLabelOffsetX, card.y + kLabelOffsetY);
        char label[16];
        snprintf(label, sizeof label, "Card %02d", k + 1);
        cairo_show_text(cr, label);
        if (faded) {
            cairo_pop_group_to_source(cr);
            cairo_paint_with_alpha(cr, 1 - 0.6 * e);
        }
    }
}

/* ------------------------------------------------------------------ settings */

typedef enum { MODE_DRAW, MODE_CAIRO_PNG, MODE_LIBPNG } Mode;

typedef struct {
    Mode mode;
    int level;            /* zlib level, 0..9 */
    int filter;           /* a PNG_FILTER_* mask; PNG_ALL_FILTERS is libpng's adaptive choice */
    const char *filter_name;
    int threads;          /* frame-parallel workers */
    int encode_threads;   /* pipeline encoders; 0: no pipeline */
    int frames;
    int repeats;
    const char *out_parent;
} Settings;

static const char *mode_name(Mode mode) {
    return mode == MODE_DRAW ? "draw" : mode == MODE_CAIRO_PNG ? "cairo-png" : "libpng";
}

static double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

/* Time spent per phase, in seconds, and bytes written. */
typedef struct {
    double draw, convert, encode, write;
    size_t bytes;
} Phases;

static void add_phases(Phases *sum, const Phases *part) {
    sum->draw += part->draw;
    sum->convert += part->convert;
    sum->encode += part->encode;
    sum->write += part->write;
    sum->bytes += part->bytes;
}

/* ------------------------------------------------------------------ encoding */

typedef struct {
    unsigned char *bytes;
    size_t count, capacity;
} ByteBuffer;

static void buffer_append(png_structp png, png_bytep data, png_size_t length) {
    ByteBuffer *buffer = png_get_io_ptr(png);
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 1 << 20;
        while (capacity < buffer->count + length) capacity *= 2;
        buffer->bytes = realloc(buffer->bytes, capacity);
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void buffer_flush(png_structp png) { (void)png; }

/* cairo's premultiplied native-endian ARGB32 to RGB bytes, un-premultiplying
 * as cairo's own writer does (every pixel of this scene is opaque, so in
 * practice this drops the alpha byte). */
static void argb_to_rgb(const uint32_t *pixels, unsigned char *rgb) {
    for (int x = 0; x < WIDTH; x++) {
        uint32_t pixel = pixels[x];
        unsigned alpha = pixel >> 24, red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
        if (alpha == 0) {
            red = green = blue = 0;
        } else if (alpha != 255) {
            red = (red * 255 + alpha / 2) / alpha;
            green = (green * 255 + alpha / 2) / alpha;
            blue = (blue * 255 + alpha / 2) / alpha;
        }
        rgb[3 * x] = red;
        rgb[3 * x + 1] = green;
        rgb[3 * x + 2] = blue;
    }
}

/* What one thread needs to draw and encode frames: its own canvas, RGB rows
 * and output buffer, allocated once and reused for every frame. */
typedef struct {
    unsigned char *pixels;
    cairo_surface_t *surface;
    unsigned char *rgb;
    png_bytep rows[HEIGHT];
    ByteBuffer png;
    Phases phases;
} Workspace;

static void workspace_init(Workspace *w) {
    memset(w, 0, sizeof *w);
    w->pixels = malloc((size_t)STRIDE * HEIGHT);
    w->surface = cairo_image_surface_create_for_data(w->pixels, CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT, STRIDE);
    w->rgb = malloc((size_t)WIDTH * 3 * HEIGHT);
    for (int y = 0; y < HEIGHT; y++) w->rows[y] = w->rgb + (size_t)y * WIDTH * 3;
}

static void workspace_free(Workspace *w) {
    cairo_surface_destroy(w->surface);
    free(w->pixels);
    free(w->rgb);
    free(w->png.bytes);
}

/* Encodes `pixels` into w->png; false when libpng fails. */
static bool encode_png(const Settings *s, Workspace *w, const unsigned char *pixels) {
    double start = seconds_now();
    for (int y = 0; y < HEIGHT; y++) argb_to_rgb((const uint32_t *)(pixels + (size_t)y * STRIDE), w->rows[y]);
    double converted = seconds_now();
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    w->png.count = 0;
    png_set_write_fn(png, &w->png, buffer_append, buffer_flush);
    png_set_IHDR(png, info, WIDTH, HEIGHT, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, s->level);
    /* zlib's default strategy whatever the filter: left alone, libpng would
     * switch to Z_FILTERED for filtered rows. */
    png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, s->filter);
    png_write_info(png, info);
    png_write_image(png, w->rows);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    w->phases.convert += converted - start;
    w->phases.encode += seconds_now() - converted;
    w->phases.bytes += w->png.count;
    return true;
}

static void frame_path(char *path, size_t size, const char *folder, int i) {
    snprintf(path, size, "%s/frame_%03d.png", folder, i);
}

static bool write_buffer(const char *folder, int i, const ByteBuffer *buffer) {
    char path[4096];
    frame_path(path, sizeof path, folder, i);
    FILE *file = fopen(path, "wb");
    if (!file) {
        perror(path);
        return false;
    }
    bool ok = fwrite(buffer->bytes, 1, buffer->count, file) == buffer->count;
    return fclose(file) == 0 && ok;
}

static void draw_into(Workspace *w, unsigned char *pixels, int i) {
    double start = seconds_now();
    cairo_surface_t *surface = pixels == w->pixels
        ? cairo_surface_reference(w->surface)
        : cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT, STRIDE);
    cairo_t *cr = cairo_create(surface);
    draw_scene(cr, i);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    w->phases.draw += seconds_now() - start;
}

/* Encodes and writes the frame in `pixels` as the mode asks; `folder` NULL writes nothing. */
static bool output_frame(const Settings *s, Workspace *w, unsigned char *pixels, int i, const char *folder) {
    if (s->mode == MODE_DRAW) return true;
    if (s->mode == MODE_CAIRO_PNG) {
        double start = seconds_now();
        char path[4096];
        frame_path(path, sizeof path, folder, i);
        cairo_surface_t *surface =
            cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT, STRIDE);
        cairo_status_t status = cairo_surface_write_to_png(surface, path);
        cairo_surface_destroy(surface);
        w->phases.encode += seconds_now() - start;
        struct stat written;
        if (stat(path, &written) == 0) w->phases.bytes += written.st_size;
        return status == CAIRO_STATUS_SUCCESS;
    }
    if (!encode_png(s, w, pixels)) return false;
    double start = seconds_now();
    bool ok = write_buffer(folder, i, &w->png);
    w->phases.write += seconds_now() - start;
    return ok;
}

/* ------------------------------------------------------------------ one sequence */

typedef struct {
    const Settings *settings;
    const char *folder;
    int frames;
    atomic_int next_frame;
    atomic_bool failed;
} Sequence;

/* Whole frames in parallel: each worker takes the next frame number, draws and outputs it. */
typedef struct {
    Sequence *sequence;
    Workspace workspace;
} FrameWorker;

static void *frame_worker_main(void *argument) {
    FrameWorker *worker = argument;
    Sequence *q = worker->sequence;
    for (int i; (i = atomic_fetch_add(&q->next_frame, 1)) < q->frames;) {
        draw_into(&worker->workspace, worker->workspace.pixels, i);
        if (!output_frame(q->settings, &worker->workspace, worker->workspace.pixels, i, q->folder))
            atomic_store(&q->failed, true);
    }
    return NULL;
}

static bool run_frame_parallel(Sequence *q, int thread_count, Phases *total) {
    FrameWorker *workers = calloc(thread_count, sizeof *workers);
    pthread_t *threads = calloc(thread_count, sizeof *threads);
    for (int t = 0; t < thread_count; t++) {
        workers[t].sequence = q;
        workspace_init(&workers[t].workspace);
    }
    for (int t = 0; t < thread_count; t++) pthread_create(&threads[t], NULL, frame_worker_main, &workers[t]);
    for (int t = 0; t < thread_count; t++) {
        pthread_join(threads[t], NULL);
        add_phases(total, &workers[t].workspace.phases);
        workspace_free(&workers[t].workspace);
    }
    free(workers);
    free(threads);
    return !atomic_load(&q->failed);
}

/* The pipeline: drawn frames wait in a small ring of canvases for an encoder. */
enum { RING_SIZE = 8, SLOT_FREE = -1, SLOT_DRAWING = -2 };

typedef struct {
    Sequence *sequence;
    unsigned char *canvases[RING_SIZE];
    int frame_in_slot[RING_SIZE]; /* a frame number, SLOT_FREE or SLOT_DRAWING */
    int ready[RING_SIZE];         /* FIFO of drawn slots */
    int ready_head, ready_count;
    bool drawing_done;
    pthread_mutex_t lock;
    pthread_cond_t slot_ready, slot_freed;
} Pipeline;

typedef struct {
    Pipeline *pipeline;
    Workspace workspace;
} Encoder;

static void *encoder_main(void *argument) {
    Encoder *encoder = argument;
    Pipeline *p = encoder->pipeline;
    for (;;) {
        pthread_mutex_lock(&p->lock);
        while (p->ready_count == 0 && !p->drawing_done) pthread_cond_wait(&p->slot_ready, &p->lock);
        if (p->ready_count == 0) {
            pthread_mutex_unlock(&p->lock);
            return NULL;
        }
        int slot = p->ready[p->ready_head];
        p->ready_head = (p->ready_head + 1) % RING_SIZE;
        p->ready_count--;
        int frame = p->frame_in_slot[slot];
        pthread_mutex_unlock(&p->lock);

        if (!output_frame(p->sequence->settings, &encoder->workspace, p->canvases[slot], frame, p->sequence->folder))
            atomic_store(&p->sequence->failed, true);

        pthread_mutex_lock(&p->lock);
        p->frame_in_slot[slot] = SLOT_FREE;
        pthread_cond_signal(&p->slot_freed);
        pthread_mutex_unlock(&p->lock);
    }
}

static bool run_pipeline(Sequence *q, int encoder_count, Phases *total) {
    Pipeline p = {.sequence = q};
    pthread_mutex_init(&p.lock, NULL);
    pthread_cond_init(&p.slot_ready, NULL);
    pthread_cond_init(&p.slot_freed, NULL);
    for (int s = 0; s < RING_SIZE; s++) {
        p.canvases[s] = malloc((size_t)STRIDE * HEIGHT);
        p.frame_in_slot[s] = SLOT_FREE;
    }
    Encoder *encoders = calloc(encoder_count, sizeof *encoders);
    pthread_t *threads = calloc(encoder_count, sizeof *threads);
    for (int t = 0; t < encoder_count; t++) {
        encoders[t].pipeline = &p;
        workspace_init(&encoders[t].workspace);
        pthread_create(&threads[t], NULL, encoder_main, &encoders[t]);
    }
    Workspace drawer;
    workspace_init(&drawer);
    for (int i = 0; i < q->frames; i++) {
        pthread_mutex_lock(&p.lock);
        int slot;
        for (;;) {
            for (slot = 0; slot < RING_SIZE && p.frame_in_slot[slot] != SLOT_FREE; slot++) {
            }
            if (slot < RING_SIZE) break;
            pthread_cond_wait(&p.slot_freed, &p.lock);
        }
        p.frame_in_slot[slot] = SLOT_DRAWING;
        pthread_mutex_unlock(&p.lock);

        draw_into(&drawer, p.canvases[slot], i);

        pthread_mutex_lock(&p.lock);
        p.frame_in_slot[slot] = i;
        p.ready[(p.ready_head + p.ready_count) % RING_SIZE] = slot;
        p.ready_count++;
        pthread_cond_signal(&p.slot_ready);
        pthread_mutex_unlock(&p.lock);
    }
    pthread_mutex_lock(&p.lock);
    p.drawing_done = true;
    pthread_cond_broadcast(&p.slot_ready);
    pthread_mutex_unlock(&p.lock);
    for (int t = 0; t < encoder_count; t++) {
        pthread_join(threads[t], NULL);
        add_phases(total, &encoders[t].workspace.phases);
        workspace_free(&encoders[t].workspace);
    }
    add_phases(total, &drawer.phases);
    workspace_free(&drawer);
    for (int s = 0; s < RING_SIZE; s++) free(p.canvases[s]);
    free(encoders);
    free(threads);
    pthread_mutex_destroy(&p.lock);
    pthread_cond_destroy(&p.slot_ready);
    pthread_cond_destroy(&p.slot_freed);
    return !atomic_load(&q->failed);
}

/* Draws and outputs `frames` frames into `folder`; the wall time goes to *seconds. */
static bool run_sequence(const Settings *s, const char *folder, int frames, double *seconds, Phases *phases) {
    Sequence q = {.settings = s, .folder = folder, .frames = frames};
    atomic_init(&q.next_frame, 0);
    atomic_init(&q.failed, false);
    memset(phases, 0, sizeof *phases);
    double start = seconds_now();
    bool ok = s->encode_threads > 0 ? run_pipeline(&q, s->encode_threads, phases)
                                    : run_frame_parallel(&q, s->threads, phases);
    *seconds = seconds_now() - start;
    return ok;
}

static void remove_sequence(const char *folder, int frames) {
    char path[4096];
    for (int i = 0; i < frames; i++) {
        frame_path(path, sizeof path, folder, i);
        unlink(path);
    }
    rmdir(folder);
}

/* ------------------------------------------------------------------ main */

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static bool parse_filter(const char *name, int *filter) {
    static const struct {
        const char *name;
        int mask;
    } filters[] = {{"none", PNG_FILTER_NONE}, {"sub", PNG_FILTER_SUB},     {"up", PNG_FILTER_UP},
                   {"avg", PNG_FILTER_AVG},   {"paeth", PNG_FILTER_PAETH}, {"adaptive", PNG_ALL_FILTERS}};
    for (size_t k = 0; k < sizeof filters / sizeof filters[0]; k++) {
        if (!strcmp(name, filters[k].name)) {
            *filter = filters[k].mask;
            return true;
        }
    }
    return false;
}

static bool parse_mode(const char *name, Mode *mode) {
    for (Mode m = MODE_DRAW; m <= MODE_LIBPNG; m++) {
        if (!strcmp(name, mode_name(m))) {
            *mode = m;
            return true;
        }
    }
    return false;
}

/* Whether frame i is in the comma-separated list (NULL: every frame is). */
static bool listed(const char *list, int i) {
    if (!list) return true;
    for (const char *p = list; *p;) {
        char *end;
        long value = strtol(p, &end, 10);
        if (end == p) return false;
        if (value == i) return true;
        p = *end == ',' ? end + 1 : end;
    }
    return false;
}

static int dump(const Settings *s, const char *folder, const char *only) {
    mkdir(folder, 0755);
    Workspace w;
    workspace_init(&w);
    bool ok = true;
    for (int i = 0; i < s->frames && ok; i++) {
        if (!listed(only, i)) continue;
        draw_into(&w, w.pixels, i);
        ok = output_frame(s, &w, w.pixels, i, folder);
    }
    workspace_free(&w);
    if (!ok) {
        fprintf(stderr, "scene_cairo_peer: could not write the frames into %s\n", folder);
        return 1;
    }
    printf("{\"bench\":\"scene_cairo_c\",\"dumped\":\"%s\"}\n", folder);
    return 0;
}

static void usage(const char *program) {
    fprintf(stderr,
            "usage: %s [--mode draw|cairo-png|libpng] [--level 0-9] [--filter none|sub|up|avg|paeth|adaptive]\n"
            "          [--threads N | --encode-threads N] [--frames N] [--repeats N] [--out-parent DIR]\n"
            "       %s --dump DIR [--only i,j,...] [--mode cairo-png|libpng] [--level L] [--filter F]\n",
            program, program);
}

int main(int argc, char **argv) {
    Settings s = {.mode = MODE_LIBPNG, .level = 6, .filter = PNG_ALL_FILTERS, .filter_name = "adaptive",
                  .threads = 1, .encode_threads = 0, .frames = SEQUENCE_FRAMES, .repeats = 5,
                  .out_parent = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp"};
    const char *dump_folder = NULL, *only = NULL;
    static const struct option options[] = {
        {"mode", required_argument, NULL, 'm'},   {"level", required_argument, NULL, 'l'},
        {"filter", required_argument, NULL, 'f'}, {"threads", required_argument, NULL, 't'},
        {"encode-threads", required_argument, NULL, 'e'}, {"frames", required_argument, NULL, 'n'},
        {"repeats", required_argument, NULL, 'r'}, {"out-parent", required_argument, NULL, 'o'},
        {"dump", required_argument, NULL, 'd'},   {"only", required_argument, NULL, 'i'},
        {NULL, 0, NULL, 0}};
    for (int option; (option = getopt_long(argc, argv, "", options, NULL)) != -1;) {
        bool valid = true;
        switch (option) {
        case 'm': valid = parse_mode(optarg, &s.mode); break;
        case 'l': s.level = atoi(optarg); valid = s.level >= 0 && s.level <= 9; break;
        case 'f': valid = parse_filter(optarg, &s.filter); s.filter_name = optarg; break;
        case 't': s.threads = atoi(optarg); valid = s.threads >= 1 && s.threads <= 64; break;
        case 'e': s.encode_threads = atoi(optarg); valid = s.encode_threads >= 0 && s.encode_threads <= 64; break;
        case 'n': s.frames = atoi(optarg); valid = s.frames >= 1; break;
        case 'r': s.repeats = atoi(optarg); valid = s.repeats >= 1 && s.repeats <= 1000; break;
        case 'o': s.out_parent = optarg; break;
        case 'd': dump_folder = optarg; break;
        case 'i': only = optarg; break;
        default: valid = false;
        }
        if (!valid) {
            usage(argv[0]);
            return 2;
        }
    }
    if (optind < argc) {
        usage(argv[0]);
        return 2;
    }
    if (dump_folder) {
        if (s.mode == MODE_DRAW) s.mode = MODE_LIBPNG;
        return dump(&s, dump_folder, only);
    }

    double *totals = calloc(s.repeats, sizeof *totals);
    double *draw_s = calloc(s.repeats, sizeof *draw_s), *convert_s = calloc(s.repeats, sizeof *convert_s);
    double *encode_s = calloc(s.repeats, sizeof *encode_s), *write_s = calloc(s.repeats, sizeof *write_s);
    size_t bytes = 0;
    bool writes = s.mode != MODE_DRAW;
    for (int r = -1; r < s.repeats; r++) { /* r == -1: a 2-frame warm-up, not counted */
        char folder[4096] = "";
        if (writes) {
            snprintf(folder, sizeof folder, "%s/scene_cairo_peer_XXXXXX", s.out_parent);
            if (!mkdtemp(folder)) {
                perror(folder);
                return 1;
            }
        }
        int frames = r < 0 ? 2 : s.frames;
        double seconds;
        Phases phases;
        bool ok = run_sequence(&s, folder, frames, &seconds, &phases);
        if (writes) remove_sequence(folder, frames);
        if (!ok) {
            fprintf(stderr, "scene_cairo_peer: writing frames failed\n");
            return 1;
        }
        if (r < 0) continue;
        totals[r] = seconds;
        draw_s[r] = phases.draw;
        convert_s[r] = phases.convert;
        encode_s[r] = phases.encode;
        write_s[r] = phases.write;
        bytes = phases.bytes;
    }
    double total = median(totals, s.repeats);
    double per_frame = 1e3 / s.frames;
    printf("{\"bench\":\"scene_cairo_c\",\"cairo\":\"%s\",\"libpng\":\"%s\",\"zlib\":\"%s\",\"mode\":\"%s\","
           "\"level\":%d,\"filter\":\"%s\",\"threads\":%d,\"encode_threads\":%d,\"frames\":%d,\"repeats\":%d,"
           "\"total_s\":%.4f,\"fps\":%.2f,\"ms_per_frame\":%.3f,\"draw_ms_per_frame\":%.3f,"
           "\"convert_ms_per_frame\":%.3f,\"encode_ms_per_frame\":%.3f,\"write_ms_per_frame\":%.3f,"
           "\"avg_png_kib\":%.1f}\n",
           cairo_version_string(), PNG_LIBPNG_VER_STRING, zlibVersion(), mode_name(s.mode), s.level, s.filter_name,
           s.threads, s.encode_threads, s.frames, s.repeats, total, s.frames / total, total * per_frame,
           median(draw_s, s.repeats) * per_frame, median(convert_s, s.repeats) * per_frame,
           median(encode_s, s.repeats) * per_frame, median(write_s, s.repeats) * per_frame,
           bytes / 1024.0 / s.frames);
    free(totals);
    free(draw_s);
    free(convert_s);
    free(encode_s);
    free(write_s);
    return 0;
}
