#!/usr/bin/env python3
"""The pycairo peer of the card server benchmark (Scripts/bench-card-server):
the share card of Examples/CardServer drawn with pycairo and served by the
standard library's http.server, the way a Python service would do it.

  GET /card?title=…&size=…   the 1200×630 card as a PNG (cairo's own writer)
  GET /health                "ok"

The card is the example's: a diagonal gradient through three colours, two
translucent circles, a white rounded panel over a shadow blurred with a
Gaussian of σ = 24 px (Pillow's GaussianBlur: three box blurs per axis, as
Diorama approximates it), a gradient accent bar, the bold title wrapped in at most
three lines and truncated with an ellipsis, an avatar disc with initials, the
author and a credit line. Text goes through cairo's toy text API with Inter
(pycairo has no Pango); words are wrapped greedily by their advances.

The server is pre-forked: one process per core (or --workers) accepts on one
listening socket, so rendering is not limited by Python's global interpreter
lock, and serves each connection on a thread of its own (pycairo releases the
lock while cairo draws), reusing one canvas per thread. HTTP/1.1 with keep-alive, as wrk
expects. Bad queries are answered 400 with a message, as the example does.

  python3 card_pycairo_server.py [--host 127.0.0.1] [--port 0] [--workers N]

Prints "listening on HOST:PORT" once the socket is bound. Installs pycairo and
Pillow with pip when missing (see peer_support.py).
"""

import argparse
import http.server
import io
import math
import os
import signal
import sys
import threading
import urllib.parse

sys.dont_write_bytecode = True  # no __pycache__ folder in the repository
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peer_support  # noqa: E402

PEER = "card_pycairo_server"
peer_support.require(PEER, {"cairo": "pycairo", "PIL": "pillow"})

import cairo  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402

WIDTH, HEIGHT = 1200, 630
MARGIN = 56.0
PANEL_RADIUS = 32.0
AVATAR_SIDE = 72.0
SHADOW_SIGMA = 24.0
SHADOW_OFFSET = 20.0
SHADOW_OPACITY = 0.45
MAXIMUM_TITLE_LENGTH = 200
MAXIMUM_AUTHOR_LENGTH = 40
FONT_SIZES = range(40, 81)
TITLE_LINES = 3

START, MIDDLE, END = 0x4338CA, 0x7C3AED, 0xDB2777
INK, SECONDARY_INK, SHADOW = 0x0F172A, 0x64748B, 0x1E1B4B


def rgb(value):
    return (value >> 16) / 255.0, ((value >> 8) & 0xFF) / 255.0, (value & 0xFF) / 255.0


def gradient(x, y, width, height, start, end, colors):
    """A linear gradient between two points of the unit square of a rectangle, as Core
    Animation's gradient layers map them."""
    pattern = cairo.LinearGradient(start[0], start[1], end[0], end[1])
    for index, color in enumerate(colors):
        pattern.add_color_stop_rgb(index / (len(colors) - 1), *rgb(color))
    matrix = cairo.Matrix(xx=width, yy=height, x0=x, y0=y)
    matrix.invert()
    pattern.set_matrix(matrix)
    return pattern


def rounded_rectangle(cr, x, y, width, height, radius):
    cr.new_sub_path()
    cr.arc(x + width - radius, y + radius, radius, -math.pi / 2, 0)
    cr.arc(x + width - radius, y + height - radius, radius, 0, math.pi / 2)
    cr.arc(x + radius, y + height - radius, radius, math.pi / 2, math.pi)
    cr.arc(x + radius, y + radius, radius, math.pi, 3 * math.pi / 2)
    cr.close_path()


def shadow_mask(width, height, radius, sigma):
    """The rounded rectangle's alpha blurred with a Gaussian of `sigma` by Pillow, on an A8
    surface with a margin of 3σ."""
    margin = int(math.ceil(3 * sigma))
    mask = cairo.ImageSurface(cairo.FORMAT_A8, int(width) + 2 * margin, int(height) + 2 * margin)
    cr = cairo.Context(mask)
    rounded_rectangle(cr, margin, margin, width, height, radius)
    cr.fill()
    mask.flush()
    size, stride = (mask.get_width(), mask.get_height()), mask.get_stride()
    plane = Image.frombuffer("L", size, bytes(mask.get_data()), "raw", "L", stride, 1)
    blurred = plane.filter(ImageFilter.GaussianBlur(sigma)).tobytes("raw", "L", stride)
    return cairo.ImageSurface.create_for_data(bytearray(blurred), cairo.FORMAT_A8, *size, stride), margin


def wrapped_lines(cr, text, width, limit):
    """Greedy word wrap by advance widths, at most `limit` lines, the last truncated with an
    ellipsis when text remains (UILabel's default tail truncation)."""
    def advance(string):
        return cr.text_extents(string).x_advance

    lines, current = [], ""
    words = text.split()
    index = 0
    while index < len(words) and len(lines) < limit:
        word = words[index]
        candidate = word if not current else current + " " + word
        if advance(candidate) <= width:
            current, index = candidate, index + 1
        elif current:
            lines.append(current)
            current = ""
        else:  # a word wider than the line: break it between characters
            cut = len(word)
            while cut > 1 and advance(word[:cut]) > width:
                cut -= 1
            lines.append(word[:cut])
            words[index] = word[cut:]
    if current and len(lines) < limit:
        lines.append(current)
    if index < len(words) and lines:
        last = lines[-1]
        while last and advance(last + "…") > width:
            last = last[:-1].rstrip()
        lines[-1] = last + "…"
    return lines


class Card:
    """Draws cards on one canvas, reused for every request of this process."""

    def __init__(self):
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, WIDTH, HEIGHT)
        self.font_options = cairo.FontOptions()
        self.font_options.set_antialias(cairo.ANTIALIAS_GRAY)
        self.font_options.set_hint_style(cairo.HINT_STYLE_NONE)
        self.font_options.set_hint_metrics(cairo.HINT_METRICS_OFF)

    def font(self, cr, size, bold):
        weight = cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL
        cr.select_font_face("Inter", cairo.FONT_SLANT_NORMAL, weight)
        cr.set_font_size(size)
        cr.set_font_options(self.font_options)

    def centred_line(self, cr, text, x, y, width, height, centre_horizontally=False):
        ascent, descent = cr.font_extents()[:2]
        left = x + (width - cr.text_extents(text).x_advance) / 2 if centre_horizontally else x
        cr.move_to(left, y + (height - ascent - descent) / 2 + ascent)
        cr.show_text(text)

    def png(self, title, author, font_size):
        cr = cairo.Context(self.surface)
        cr.set_source(gradient(0, 0, WIDTH, HEIGHT, (0, 0), (1, 1), (START, MIDDLE, END)))
        cr.paint()
        cr.set_source_rgba(1, 1, 1, 0.08)
        for x, y, side in ((WIDTH - 300, -220, 520), (-140, HEIGHT - 200, 360)):
            cr.arc(x + side / 2, y + side / 2, side / 2, 0, 2 * math.pi)
            cr.fill()

        panel_x, panel_y = MARGIN, MARGIN
        panel_w, panel_h = WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN
        mask, mask_margin = shadow_mask(panel_w, panel_h, PANEL_RADIUS, SHADOW_SIGMA)
        cr.set_source_rgba(*rgb(SHADOW), SHADOW_OPACITY)
        cr.mask_surface(mask, panel_x - mask_margin, panel_y + SHADOW_OFFSET - mask_margin)
        rounded_rectangle(cr, panel_x, panel_y, panel_w, panel_h, PANEL_RADIUS)
        cr.set_source_rgb(1, 1, 1)
        cr.fill()

        left, top = panel_x + MARGIN, panel_y + MARGIN
        content_w, content_h = panel_w - 2 * MARGIN, panel_h - 2 * MARGIN
        rounded_rectangle(cr, left, top, 88, 10, 5)
        cr.set_source(gradient(left, top, 88, 10, (0, 0.5), (1, 0.5), (START, MIDDLE, END)))
        cr.fill()

        self.font(cr, font_size, bold=True)
        ascent, _, line_height = cr.font_extents()[:3]
        cr.set_source_rgb(*rgb(INK))
        baseline = top + 10 + 28 + ascent
        for line in wrapped_lines(cr, title, content_w, TITLE_LINES):
            cr.move_to(left, baseline)
            cr.show_text(line)
            baseline += line_height

        avatar_y = top + content_h - AVATAR_SIDE
        cr.arc(left + AVATAR_SIDE / 2, avatar_y + AVATAR_SIDE / 2, AVATAR_SIDE / 2, 0, 2 * math.pi)
        cr.set_source(gradient(left, avatar_y, AVATAR_SIDE, AVATAR_SIDE, (0, 0), (1, 1), (START, END)))
        cr.fill()
        initials = "".join(word[0] for word in author.split()[:2]).upper()
        self.font(cr, 28, bold=True)
        cr.set_source_rgb(1, 1, 1)
        self.centred_line(cr, initials, left, avatar_y, AVATAR_SIDE, AVATAR_SIDE, centre_horizontally=True)

        text_x = left + AVATAR_SIDE + 20
        text_w = left + content_w - text_x
        cr.set_source_rgb(*rgb(INK))
        self.centred_line(cr, author, text_x, avatar_y + 2, text_w, 36)
        self.font(cr, 22, bold=False)
        cr.set_source_rgb(*rgb(SECONDARY_INK))
        self.centred_line(cr, "Rendered with Diorama", text_x, avatar_y + 2 + 36 + 2, text_w, 30)

        self.surface.flush()
        output = io.BytesIO()
        self.surface.write_to_png(output)
        return output.getvalue()


class InvalidQuery(Exception):
    pass


def text_parameter(query, name, maximum, default=None):
    values = query.get(name)
    if values is None:
        if default is None:
            raise InvalidQuery(name + " is missing")
        return default
    value = values[0].strip()
    if not value:
        raise InvalidQuery(name + " is empty")
    if len(value) > maximum:
        raise InvalidQuery("%s is longer than %d characters" % (name, maximum))
    return value


def card_parameters(query):
    title = text_parameter(query, "title", MAXIMUM_TITLE_LENGTH)
    author = text_parameter(query, "author", MAXIMUM_AUTHOR_LENGTH, default="Diorama")
    size = query.get("size", ["64"])[0]
    if not size.isdigit() or int(size) not in FONT_SIZES:
        raise InvalidQuery("size must be a whole number of points from %d to %d" % (FONT_SIZES[0], FONT_SIZES[-1]))
    return title, author, int(size)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    canvases = threading.local()  # a Card per thread: a connection is served by one thread

    def log_message(self, *args):
        pass

    def answer(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        if url.path == "/health":
            self.answer(200, "text/plain", b"ok")
        elif url.path == "/card":
            try:
                title, author, size = card_parameters(urllib.parse.parse_qs(url.query, keep_blank_values=True))
            except InvalidQuery as error:
                self.answer(400, "text/plain", str(error).encode())
                return
            canvases = Handler.canvases
            if not hasattr(canvases, "card"):
                canvases.card = Card()
            self.answer(200, "image/png", canvases.card.png(title, author, size))
        else:
            self.answer(404, "text/plain", b"not found")


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a client gone is no error
            super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    arguments = parser.parse_args()

    server = Server((arguments.host, arguments.port), Handler)
    children, is_parent = [], True
    for _ in range(max(1, arguments.workers) - 1):
        pid = os.fork()
        if pid == 0:
            children, is_parent = [], False
            break
        children.append(pid)

    def stop(*_):
        for child in children:
            os.kill(child, signal.SIGTERM)
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    if is_parent:
        host, port = server.server_address[:2]
        print("listening on %s:%d" % (host, port), flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
