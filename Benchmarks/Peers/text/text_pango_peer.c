/*
 * The C peer of `diorama-bench text`: the labels of a text-spec.md spec file
 * drawn with Pango and PangoCairo directly, with nothing else in the way.
 *
 * Fonts come from a fontconfig configuration of this program's own, built in
 * memory, that loads only the four Debian font folders of the spec (Inter,
 * Noto, Noto CJK and colour emoji, DejaVu): the machine's and the user's
 * fontconfig files play no part. Font options as Diorama's: grey
 * antialiasing, no hinting, hint metrics off, 72 dpi (1 pt = 1 px), language
 * "en-us".
 *
 * Variants, run in this order:
 *   afresh_cold  every frame, every label gets a new PangoLayout (text, font,
 *                width, wrapping and ellipsis set, then shaped and drawn) and
 *                frees it: the fonts no layout holds fall out of Pango's and
 *                cairo's caches, and with the spec's variety of sizes,
 *                weights and scripts most are loaded again each frame
 *   afresh       the same, while the 300 layouts of `cached` are kept alive
 *                (unused), and with them every font, and a reference is held
 *                to every fontset they were itemized with, so that fonts are
 *                not sorted again: layout, shaping and drawing per frame with
 *                warm fonts (the budget's figure)
 *   cached       the layouts are built and shaped once; each frame only draws them
 *
 * Each frame repaints the whole 1280 x 720 ARGB32 surface (reused across
 * frames and variants) with the frame's background, then draws the labels in
 * order. The time of each frame is this thread's CPU time; the figures are
 * medians over the timed frames, after untimed warm-up frames.
 *
 *   text_pango_peer --spec FILE [--frames 60] [--warmup 5]
 *                   [--variants afresh_cold,afresh,cached] [--png FILE]
 *
 * --png writes the last frame of the last variant. Prints one JSON line: per
 * variant the median ms per frame, frames per second, and the number of
 * pixels of the last frame that differ from its background ("ink"); the
 * number of fonts the configuration loaded, and of glyphs no font had.
 */
#define _GNU_SOURCE
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <getopt.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 1280, HEIGHT = 720, SKIPPED = 3 };
enum { AFRESH_COLD, AFRESH, CACHED, VARIANT_COUNT };

/* The two backgrounds frames alternate between (text-spec.md, "Frames"). */
static const uint32_t kBackgrounds[2] = {0xFFFFFF, 0xFEFEFE};

static const char kFontconfig[] =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
    "<fontconfig>\n"
    "  <dir>/usr/share/fonts/opentype/inter</dir>\n"
    "  <dir>/usr/share/fonts/truetype/noto</dir>\n"
    "  <dir>/usr/share/fonts/opentype/noto</dir>\n"
    "  <dir>/usr/share/fonts/truetype/dejavu</dir>\n"
    "  <cachedir>/var/cache/fontconfig</cachedir>\n"
    /* Pango asks for the family "emoji" for emoji runs: without this alias a
     * monochrome symbol font that sorts first splits ZWJ and skin-tone
     * sequences. */
    "  <alias binding=\"same\"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>\n"
    /* Scale bitmap faces (Noto Color Emoji's only strike is 109 px) to the
     * size asked for, as fontconfig's own 10-scale-bitmap-fonts.conf does;
     * without it an emoji is drawn 109 px tall at any size. */
    "  <match target=\"font\">\n"
    "    <test name=\"outline\" compare=\"eq\"><bool>false</bool></test>\n"
    "    <edit name=\"pixelsizefixupfactor\" mode=\"assign\">\n"
    "      <divide><name target=\"pattern\">pixelsize</name><name target=\"font\">pixelsize</name></divide>\n"
    "    </edit>\n"
    "  </match>\n"
    "  <match target=\"font\">\n"
    "    <test name=\"outline\" compare=\"eq\"><bool>false</bool></test>\n"
    "    <test name=\"pixelsizefixupfactor\" compare=\"not_eq\"><double>1.0</double></test>\n"
    "    <edit name=\"matrix\" mode=\"assign\">\n"
    "      <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double>\n"
    "        <double>0</double><name>pixelsizefixupfactor</name></matrix></times>\n"
    "    </edit>\n"
    "    <edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>\n"
    "  </match>\n"
    "</fontconfig>\n";

typedef struct {
    double x, y, width, size;
    int weight, lines;
    bool wrap;
    uint32_t color;
    char *text;
    PangoLayout *layout; /* the cached variant's */
} Label;

typedef struct {
    Label *labels;
    int count;
} Spec;

/* ------------------------------------------------------------------ spec */

/* Splits `line` at tabs in place into at most `max` fields; returns how many. */
static int split_tabs(char *line, char **fields, int max) {
    int count = 0;
    char *p = line;
    while (count < max) {
        fields[count++] = p;
        char *tab = strchr(p, '\t');
        if (!tab) break;
        *tab = '\0';
        p = tab + 1;
    }
    return count;
}

static bool read_spec(const char *path, Spec *spec) {
    FILE *file = fopen(path, "r");
    if (!file) {
        perror(path);
        return false;
    }
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    int capacity_labels = 0;
    bool header = true, ok = true;
    memset(spec, 0, sizeof *spec);
    while ((length = getline(&line, &capacity, file)) != -1) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = '\0';
        if (length == 0 || line[0] == '#') continue;
        if (header) { /* the column names */
            header = false;
            continue;
        }
        char *fields[10];
        if (split_tabs(line, fields, 10) != 10) {
            fprintf(stderr, "text_pango_peer: %s: a row without 10 tab-separated fields\n", path);
            ok = false;
            break;
        }
        if (spec->count == capacity_labels) {
            capacity_labels = capacity_labels ? 2 * capacity_labels : 512;
            spec->labels = realloc(spec->labels, capacity_labels * sizeof *spec->labels);
        }
        Label *label = &spec->labels[spec->count++];
        memset(label, 0, sizeof *label);
        label->x = strtod(fields[0], NULL);
        label->y = strtod(fields[1], NULL);
        label->width = strtod(fields[2], NULL);
        label->size = strtod(fields[3], NULL);
        label->weight = atoi(fields[4]);
        label->lines = atoi(fields[5]);
        label->wrap = atoi(fields[6]) != 0;
        label->color = (uint32_t)strtoul(fields[7], NULL, 16);
        /* fields[8] is the script's name, for people */
        label->text = strdup(fields[9]);
    }
    free(line);
    fclose(file);
    if (ok && spec->count == 0) {
        fprintf(stderr, "text_pango_peer: %s has no labels\n", path);
        ok = false;
    }
    return ok;
}

/* ------------------------------------------------------------------ Pango */

/* A font map over this program's own fontconfig configuration; NULL when no
 * font loads. */
static PangoFontMap *make_font_map(int *font_count) {
    FcConfig *config = FcConfigCreate();
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)kFontconfig, FcTrue) ||
        !FcConfigBuildFonts(config)) {
        fprintf(stderr, "text_pango_peer: fontconfig rejected the configuration\n");
        FcConfigDestroy(config);
        return NULL;
    }
    FcFontSet *fonts = FcConfigGetFonts(config, FcSetSystem);
    *font_count = fonts ? fonts->nfont : 0;
    if (*font_count == 0) {
        fprintf(stderr, "skipped: no font found in the spec's folders (apt-get install fonts-inter "
                        "fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core)\n");
        FcConfigDestroy(config);
        return NULL;
    }
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!map) {
        fprintf(stderr, "skipped: this PangoCairo has no FreeType font map\n");
        FcConfigDestroy(config);
        return NULL;
    }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    FcConfigDestroy(config); /* the font map holds its own reference */
    return map;
}

static cairo_font_options_t *make_font_options(void) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    return options;
}

static PangoContext *make_context(PangoFontMap *map, const cairo_font_options_t *options) {
    PangoContext *context = pango_font_map_create_context(map);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_context_set_resolution(context, 72);
    pango_context_set_language(context, pango_language_from_string("en-us"));
    return context;
}

/* A new layout for `label`: the system font (Inter) at its size and weight,
 * wrapped or truncated at its width as a UILabel with that numberOfLines and
 * the default line break mode (truncating tail) is. */
static PangoLayout *make_layout(PangoContext *context, const Label *label) {
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family_static(font, "Inter");
    pango_font_description_set_weight(font, (PangoWeight)label->weight);
    pango_font_description_set_size(font, (int)(label->size * PANGO_SCALE + 0.5));
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_width(layout, (int)(label->width * PANGO_SCALE + 0.5));
    if (label->wrap) {
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
        if (label->lines > 0) {
            pango_layout_set_height(layout, -label->lines);
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
        }
    } else {
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END); /* one line, truncated at the width */
    }
    pango_layout_set_text(layout, label->text, -1);
    return layout;
}

/* Keeps a reference to each fontset `layout`'s runs were itemized with: the
 * label's font (or, for emoji runs, the family "emoji") in the run's
 * language. Pango's font map keeps only the 256 fontsets used last, and
 * the spec's sizes, weights and scripts need a few more, so that without
 * these references most are built again each frame, font sort included. */
static void hold_fontsets(PangoContext *context, PangoLayout *layout, GPtrArray *held) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run) continue;
        PangoFontDescription *font = pango_font_describe(run->item->analysis.font);
        PangoFontDescription *asked = pango_font_description_copy(pango_context_get_font_description(context));
        pango_font_description_merge(asked, pango_layout_get_font_description(layout), TRUE);
        if (!strcmp(pango_font_description_get_family(font), "Noto Color Emoji"))
            pango_font_description_set_family_static(asked, "emoji");
        g_ptr_array_add(held, pango_context_load_fontset(context, asked, run->item->analysis.language));
        pango_font_description_free(asked);
        pango_font_description_free(font);
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
}

static void draw_label(cairo_t *cr, const Label *label, PangoLayout *layout) {
    uint32_t c = label->color;
    cairo_set_source_rgb(cr, (c >> 16) / 255.0, ((c >> 8) & 0xFF) / 255.0, (c & 0xFF) / 255.0);
    cairo_move_to(cr, label->x, label->y);
    pango_cairo_show_layout(cr, layout);
}

static void paint_background(cairo_t *cr, int frame) {
    uint32_t c = kBackgrounds[frame % 2];
    cairo_set_source_rgb(cr, (c >> 16) / 255.0, ((c >> 8) & 0xFF) / 255.0, (c & 0xFF) / 255.0);
    cairo_paint(cr);
}

static void draw_afresh(cairo_t *cr, PangoContext *context, const Spec *spec, int frame) {
    paint_background(cr, frame);
    for (int k = 0; k < spec->count; k++) {
        PangoLayout *layout = make_layout(context, &spec->labels[k]);
        draw_label(cr, &spec->labels[k], layout);
        g_object_unref(layout);
    }
}

static void draw_cached(cairo_t *cr, const Spec *spec, int frame) {
    paint_background(cr, frame);
    for (int k = 0; k < spec->count; k++) draw_label(cr, &spec->labels[k], spec->labels[k].layout);
}

/* ------------------------------------------------------------------ timing */

static double thread_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec + now.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

/* Pixels of the surface that differ from frame `frame`'s background. */
static long ink_pixels(cairo_surface_t *surface, int frame) {
    cairo_surface_flush(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    uint32_t background = 0xFF000000u | kBackgrounds[frame % 2];
    long count = 0;
    for (int y = 0; y < HEIGHT; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < WIDTH; x++) count += row[x] != background;
    }
    return count;
}

/* ------------------------------------------------------------------ main */

/* Whether `name` is one of the comma-separated names of `list`. */
static bool listed(const char *list, const char *name) {
    size_t length = strlen(name);
    for (const char *p = list; *p;) {
        const char *end = strchr(p, ',');
        size_t field = end ? (size_t)(end - p) : strlen(p);
        if (field == length && !strncmp(p, name, length)) return true;
        if (!end) break;
        p = end + 1;
    }
    return false;
}

static void usage(const char *program) {
    fprintf(stderr,
            "usage: %s --spec FILE [--frames N] [--warmup N] [--variants afresh_cold,afresh,cached]\n"
            "                [--png FILE]\n",
            program);
}

int main(int argc, char **argv) {
    const char *spec_path = NULL, *png_path = NULL, *variants = "afresh_cold,afresh,cached";
    int frames = 60, warmup = 5;
    static const struct option options[] = {
        {"spec", required_argument, NULL, 's'},   {"frames", required_argument, NULL, 'n'},
        {"warmup", required_argument, NULL, 'w'}, {"variants", required_argument, NULL, 'v'},
        {"png", required_argument, NULL, 'p'},    {NULL, 0, NULL, 0}};
    for (int option; (option = getopt_long(argc, argv, "", options, NULL)) != -1;) {
        bool valid = true;
        switch (option) {
        case 's': spec_path = optarg; break;
        case 'n': frames = atoi(optarg); valid = frames >= 1 && frames <= 100000; break;
        case 'w': warmup = atoi(optarg); valid = warmup >= 0 && warmup <= 100000; break;
        case 'v': variants = optarg; break;
        case 'p': png_path = optarg; break;
        default: valid = false;
        }
        if (!valid) {
            usage(argv[0]);
            return 2;
        }
    }
    if (!spec_path || optind < argc) {
        usage(argv[0]);
        return 2;
    }
    Spec spec;
    if (!read_spec(spec_path, &spec)) return 1;

    int font_count = 0;
    PangoFontMap *map = make_font_map(&font_count);
    if (!map) return SKIPPED;
    cairo_font_options_t *font_options = make_font_options();
    PangoContext *context = make_context(map, font_options);

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    cairo_set_font_options(cr, font_options);

    /* In this order: afresh_cold first, before any layout is kept; then the
     * 300 layouts are built and kept, which keeps their fonts loaded for
     * afresh and cached. */
    static const char *const names[VARIANT_COUNT] = {"afresh_cold", "afresh", "cached"};
    double *times = calloc(frames, sizeof *times);
    GPtrArray *held = g_ptr_array_new_with_free_func(g_object_unref);
    char results[VARIANT_COUNT][160];
    size_t json_length = 0;
    char json[VARIANT_COUNT * 160 + 1] = "";
    for (int variant = 0; variant < VARIANT_COUNT; variant++) {
        if (!listed(variants, names[variant])) continue;
        if (variant != AFRESH_COLD && !spec.labels[0].layout) { /* built and shaped once */
            for (int k = 0; k < spec.count; k++) {
                spec.labels[k].layout = make_layout(context, &spec.labels[k]);
                pango_layout_get_extents(spec.labels[k].layout, NULL, NULL);
                hold_fontsets(context, spec.labels[k].layout, held);
            }
        }
        int last = 0;
        for (int i = 0; i < warmup + frames; i++) {
            double start = thread_seconds();
            if (variant == CACHED) {
                draw_cached(cr, &spec, i);
            } else {
                draw_afresh(cr, context, &spec, i);
            }
            cairo_surface_flush(surface);
            double elapsed = thread_seconds() - start;
            if (i >= warmup) times[i - warmup] = elapsed;
            last = i;
        }
        double ms = median(times, frames) * 1e3;
        snprintf(results[variant], sizeof results[variant],
                 "%s\"%s\":{\"ms_per_frame\":%.4f,\"fps\":%.2f,\"ink_pixels\":%ld}", json_length ? "," : "",
                 names[variant], ms, 1e3 / ms, ink_pixels(surface, last));
        json_length += snprintf(json + json_length, sizeof json - json_length, "%s", results[variant]);
        if (png_path && cairo_surface_write_to_png(surface, png_path) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "text_pango_peer: could not write %s\n", png_path);
            return 1;
        }
    }

    /* Glyphs that no font of the configuration has, over every label. */
    long unknown = 0;
    for (int k = 0; k < spec.count; k++) {
        PangoLayout *layout = spec.labels[k].layout ? g_object_ref(spec.labels[k].layout)
                                                    : make_layout(context, &spec.labels[k]);
        unknown += pango_layout_get_unknown_glyphs_count(layout);
        g_object_unref(layout);
    }

    printf("{\"bench\":\"text_pango_c\",\"pango\":\"%s\",\"cairo\":\"%s\",\"fontconfig\":%d,\"fonts\":%d,"
           "\"labels\":%d,\"frames\":%d,\"warmup\":%d,\"unknown_glyphs\":%ld,\"variants\":{%s}}\n",
           pango_version_string(), cairo_version_string(), FcGetVersion(), font_count, spec.count, frames, warmup,
           unknown, json);

    for (int k = 0; k < spec.count; k++) {
        if (spec.labels[k].layout) g_object_unref(spec.labels[k].layout);
        free(spec.labels[k].text);
    }
    free(spec.labels);
    free(times);
    g_ptr_array_unref(held);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    g_object_unref(context);
    cairo_font_options_destroy(font_options);
    g_object_unref(map);
    return 0;
}
