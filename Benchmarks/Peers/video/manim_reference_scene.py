"""The reference scene of scene-spec.md as a Manim Community scene, for
`manim_video_peer.py`: 24 cards with white borders and bold labels over a
vertical gradient, moving from a 6 x 4 grid to an 8 x 3 grid in one second
with cubic ease-in-out, card 8 fading to 40 %.

Manim draws with its own model, so the pictures are close, not identical:
labels are Pango outlines (manimpango) rather than cairo's toy text, the
faded card fades object by object rather than as a group, and stroke widths
are in Manim's units. The work per frame is the same kind: one gradient, 24
filled and stroked rounded rectangles, 24 seven-glyph labels.
"""

from manim import BOLD, DOWN, LEFT, Rectangle, RoundedRectangle, Scene, Text, Transform, config, rate_functions

WIDTH, HEIGHT = 1280, 720
CARDS, FADED = 24, 7
MARGIN, GAP, RADIUS = 40.0, 16.0, 12.0
COLOURS = ["#4C78A8", "#F58518", "#54A24B", "#E45756", "#72B7B2", "#EECA3B"]


def unit():
    """Scene units per pixel."""
    return config.frame_height / HEIGHT


def cell(k, columns, rows):
    """Card k's rectangle (x, y, width, height) in pixels, y down."""
    width = (WIDTH - 2 * MARGIN - (columns - 1) * GAP) / columns
    height = (HEIGHT - 2 * MARGIN - (rows - 1) * GAP) / rows
    return MARGIN + (k % columns) * (width + GAP), MARGIN + (k // columns) * (height + GAP), width, height


def point(x, y):
    """A pixel position as a scene point (origin at the centre, y up)."""
    u = unit()
    return [(x - WIDTH / 2) * u, (HEIGHT / 2 - y) * u, 0.0]


def card(k, rect, opacity):
    x, y, w, h = rect
    u = unit()
    # Manim's cairo camera draws a stroke width s as s / 100 scene units: 2 pixels.
    stroke = 2.0 / (0.01 * config.pixel_height / config.frame_height)
    shape = RoundedRectangle(corner_radius=RADIUS * u, width=w * u, height=h * u, fill_color=COLOURS[k % 6],
                             fill_opacity=opacity, stroke_color="#FFFFFF", stroke_opacity=0.85 * opacity,
                             stroke_width=stroke)
    return shape.move_to(point(x + w / 2, y + h / 2))


def place_label(label, rect):
    """Puts the label's lower left corner on its baseline origin, 14 right and 30 down of the card's corner."""
    x, y, _, _ = rect
    return label.move_to(point(x + 14, y + 30), aligned_edge=DOWN + LEFT)


class ReferenceScene(Scene):
    def construct(self):
        background = Rectangle(width=config.frame_width, height=config.frame_height, stroke_width=0)
        background.set_fill(["#20242E", "#3A4152"], opacity=1).set_sheen_direction(DOWN)
        self.add(background)
        moves = []
        for k in range(CARDS):
            start, end = cell(k, 6, 4), cell(k, 8, 3)
            opacity = 0.4 if k == FADED else 1.0
            shape = card(k, start, 1.0)
            label = Text("Card %02d" % (k + 1), font="DejaVu Sans", weight=BOLD, color="#FFFFFF")
            label.scale_to_fit_height(13.0 * unit())  # the cap height of an 18-pixel DejaVu Sans Bold
            place_label(label, start)
            self.add(shape, label)
            target = place_label(label.copy(), end)
            if k == FADED:
                target.set_opacity(opacity)
            moves += [Transform(shape, card(k, end, opacity)), Transform(label, target)]
        self.play(*moves, run_time=1.0, rate_func=rate_functions.ease_in_out_cubic)
