#!/usr/bin/env python3
"""Draw the site's own pictures that are not of people.

Standard library only. Run from the repository root:

    python3 content/illustrations/art.py

It writes the body map figure (body/body-figure.svg) and its hotspot centres
(content/site/body-hotspots.json), the neighbourhood map (map/neighbourhood.svg), the rooms of the
clinic (facility/*.svg), the building (pages/location.svg), the wellness still life
(pages/wellness.svg), the Open Graph image (og-image.svg) and the favicon under web/public/. The
output is the same on every run.

The pictures of people (Home hero, treatments, services, blogs, About, Refer a Friend, team) come
from the unDraw set and are made by people.py beside this file; this script does not touch them.

Style: flat shapes, soft rounded corners, no outlines, no text inside the pictures (except the
Open Graph image).
"""
import json
import math
import os
import sys
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
CONTENT = os.path.dirname(HERE)
ROOT = os.path.dirname(CONTENT)
DOCS = os.path.join(CONTENT, "documents")

# ---------------------------------------------------------------- palette
TEAL = "#0f5e63"
TEAL2 = "#1f7a80"
MINT = "#cfe7e6"
MIST = "#eef6f5"
CORAL = "#e0674f"
PEACH = "#f6c7b8"
CREAM = "#f7f4ef"
SAND = "#e9e4db"
INK = "#2b2f33"
WHITE = "#ffffff"
# a few quiet derived tones (mixes of the palette) for depth
SAND2 = "#d9d1c4"
TEAL3 = "#8cc3c1"
MIST2 = "#dcefed"
STEEL = "#b7c7c7"


def fmt(v):
    v = round(v, 1)
    if v == int(v):
        return str(int(v))
    return str(v)


def P(p):
    return fmt(p[0]) + "," + fmt(p[1])


def mix(c1, c2, t):
    a = [int(c1[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join("%02x" % round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def shade(c, t=0.18):
    return mix(c, INK, t)


def add(a, b, k=1.0):
    return (a[0] + b[0] * k, a[1] + b[1] * k)


def lerp(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def rot(v, deg):
    r = math.radians(deg)
    c, s = math.cos(r), math.sin(r)
    return (v[0] * c - v[1] * s, v[0] * s + v[1] * c)


# ---------------------------------------------------------------- primitives
def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, float):
            v = fmt(v)
        out.append('%s="%s"' % (k, v))
    return " ".join(out)


def circle(c, r, fill, **kw):
    return '<circle cx="%s" cy="%s" r="%s" fill="%s"%s/>' % (
        fmt(c[0]), fmt(c[1]), fmt(r), fill, (" " + attrs(**kw)) if kw else "")


def ellipse(c, rx, ry, fill, angle=0, **kw):
    t = ' transform="rotate(%s %s %s)"' % (fmt(angle), fmt(c[0]), fmt(c[1])) if angle else ""
    return '<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s"%s%s/>' % (
        fmt(c[0]), fmt(c[1]), fmt(rx), fmt(ry), fill, t, (" " + attrs(**kw)) if kw else "")


def rect(x, y, w, h, fill, rx=0, **kw):
    r = ' rx="%s"' % fmt(rx) if rx else ""
    return '<rect x="%s" y="%s" width="%s" height="%s"%s fill="%s"%s/>' % (
        fmt(x), fmt(y), fmt(w), fmt(h), r, fill, (" " + attrs(**kw)) if kw else "")


def line(pts, color, w, cap="round", **kw):
    """A thick stroked polyline with round ends and joins (the basic limb shape)."""
    return '<polyline points="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="%s" stroke-linejoin="round"%s/>' % (
        " ".join(P(p) for p in pts), color, fmt(w), cap, (" " + attrs(**kw)) if kw else "")


def poly(pts, fill, round_=0, **kw):
    """A filled polygon; round_ > 0 softens the corners with a same-colour round-joined stroke."""
    s = ""
    if round_:
        s = ' stroke="%s" stroke-width="%s" stroke-linejoin="round"' % (fill, fmt(round_))
    return '<polygon points="%s" fill="%s"%s%s/>' % (
        " ".join(P(p) for p in pts), fill, s, (" " + attrs(**kw)) if kw else "")


def path(d, fill="none", **kw):
    return '<path d="%s" fill="%s"%s/>' % (d, fill, (" " + attrs(**kw)) if kw else "")


def smooth_closed(pts):
    """Closed smooth path through the midpoints of a point ring (quadratic curves)."""
    n = len(pts)
    mids = [lerp(pts[i], pts[(i + 1) % n], 0.5) for i in range(n)]
    d = "M" + P(mids[-1])
    for i in range(n):
        d += "Q" + P(pts[i]) + " " + P(mids[i])
    return d + "Z"


def smooth_open(pts):
    d = "M" + P(pts[0])
    if len(pts) == 2:
        return d + "L" + P(pts[1])
    for i in range(1, len(pts) - 1):
        m = lerp(pts[i], pts[i + 1], 0.5) if i < len(pts) - 2 else pts[i + 1]
        d += "Q" + P(pts[i]) + " " + P(m)
    return d


def blob(cx, cy, rx, ry, phase=0.0, wob=0.12, n=9, fill=MINT, **kw):
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        k = 1 + wob * math.sin(3 * a + phase) + wob * 0.5 * math.cos(2 * a + phase * 1.7)
        pts.append((cx + math.cos(a) * rx * k, cy + math.sin(a) * ry * k))
    return path(smooth_closed(pts), fill, **kw)


def group(body, tx=0, ty=0, s=1, flip=False, **kw):
    t = []
    if tx or ty:
        t.append("translate(%s %s)" % (fmt(tx), fmt(ty)))
    if s != 1:
        t.append("scale(%s)" % fmt(s))
    if flip:
        t.append("scale(-1 1)")
    a = ' transform="%s"' % " ".join(t) if t else ""
    return "<g%s%s>%s</g>" % (a, (" " + attrs(**kw)) if kw else "", body)


# ---------------------------------------------------------------- small shapes
def leaf(c, length, angle, fill, width=0.42):
    """A pointed leaf whose base is at c, pointing along angle (degrees, 0 = right)."""
    d = rot((length, 0), angle)
    n = rot((0, length * width / 2), angle)
    tip = add(c, d)
    m1 = add(add(c, d, 0.5), n)
    m2 = add(add(c, d, 0.5), n, -1)
    return path("M%sQ%s %sQ%s %sZ" % (P(c), P(add(m1, n, 0.6)), P(tip), P(add(m2, n, -0.6)), P(c)), fill)


def sprig(c, s=1.0, angle=-90, color=TEAL2, n=5):
    """A small stem with paired leaves, a decorative motif."""
    out = []
    d = rot((1, 0), angle)
    end = add(c, d, 70 * s)
    out.append(line([c, add(add(c, d, 35 * s), rot(d, 90), 4 * s), end], color, 2.2 * s))
    for i in range(n):
        t = 0.25 + 0.7 * i / max(1, n - 1)
        b = lerp(c, end, t)
        out.append(leaf(b, 20 * s * (1.1 - t * 0.4), angle - 40, color))
        out.append(leaf(b, 20 * s * (1.1 - t * 0.4), angle + 40, color))
    out.append(leaf(end, 18 * s, angle, color))
    return "".join(out)


def ring(c, r, color=CORAL, w=3, dash=None, op=None):
    return circle(c, r, "none", stroke=color, stroke_width=w, stroke_dasharray=dash, opacity=op)


def sparkle(c, r, color=CORAL):
    pts = []
    for i in range(8):
        rr = r if i % 2 == 0 else r * 0.35
        a = math.radians(i * 45 - 90)
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    return poly(pts, color, round_=1.5)


# ---------------------------------------------------------------- props


def treatment_table(x, y, w, h=16, color=TEAL2, legs=SAND2, leg_h=62, head_rest=True):
    out = [rect(x + 14, y + h - 2, 10, leg_h, legs, rx=3), rect(x + w - 24, y + h - 2, 10, leg_h, legs, rx=3),
           rect(x + 10, y + h + leg_h * 0.55, w - 20, 7, legs, rx=3),
           rect(x, y + h - 6, w, 10, shade(color, 0.25), rx=4),
           rect(x, y, w, h, color, rx=h / 2)]
    return "".join(out)


def plant(x, y, s=1.0, pot=CORAL, leafc=TEAL2, tall=False):
    """Potted plant; (x, y) is the bottom centre of the pot."""
    out = []
    ht = (70 if tall else 42) * s
    for i, a in enumerate((-130, -105, -80, -60, -115, -90, -70)):
        ln = (ht if i < 4 else ht * 0.78) * (1.0 - abs(a + 90) / 200)
        out.append(leaf((x, y - 34 * s), ln, a, leafc if i % 2 == 0 else shade(leafc, 0.15), 0.4))
    out.append(poly([(x - 17 * s, y - 36 * s), (x + 17 * s, y - 36 * s), (x + 13 * s, y), (x - 13 * s, y)], pot, round_=4 * s))
    out.append(rect(x - 19 * s, y - 40 * s, 38 * s, 8 * s, shade(pot, 0.12), rx=3 * s))
    return "".join(out)


def window(x, y, w, h, sky=MIST, frame=WHITE, panes=2, beam=True):
    out = [rect(x - 8, y - 8, w + 16, h + 16, frame, rx=6), rect(x, y, w, h, sky, rx=3)]
    for i in range(1, panes):
        out.append(rect(x + w * i / panes - 4, y, 8, h, frame))
    out.append(rect(x, y + h * 0.5 - 4, w, 8, frame))
    out.append(rect(x - 14, y + h + 6, w + 28, 10, SAND2, rx=4))
    return "".join(out)


def dumbbell(c, s=1.0, color=CORAL, angle=0):
    out = [rect(-20 * s, -3 * s, 40 * s, 6 * s, STEEL, rx=3 * s),
           rect(-22 * s, -10 * s, 10 * s, 20 * s, color, rx=3 * s),
           rect(12 * s, -10 * s, 10 * s, 20 * s, color, rx=3 * s)]
    t = "translate(%s %s)" % (fmt(c[0]), fmt(c[1])) + (" rotate(%s)" % fmt(angle) if angle else "")
    return '<g transform="%s">%s</g>' % (t, "".join(out))


def ball(c, r, color=CORAL):
    return (circle(c, r, color) + '<path d="M%sA%s %s 0 0 1 %s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" opacity="0.5"/>'
            % (P(add(c, (-r * 0.6, -r * 0.45))), fmt(r * 0.75), fmt(r * 0.75), P(add(c, (r * 0.05, -r * 0.74))), WHITE, fmt(r * 0.12)))


def mat(x, y, w, color=MINT, h=9):
    return rect(x, y - h, w, h, color, rx=h / 2)


def chair(x, y, s=1.0, face=1, color=TEAL, seat=SAND2):
    """Side-view chair; (x, y) is where the front leg meets the floor."""
    f = face
    out = [line([(x, y), (x, y - 44 * s)], shade(seat, 0.3), 5 * s),
           line([(x - 40 * s * f, y), (x - 40 * s * f, y - 44 * s), (x - 44 * s * f, y - 100 * s)], shade(seat, 0.3), 5 * s),
           line([(x + 2 * f * s, y - 46 * s), (x - 42 * s * f, y - 46 * s)], color, 11 * s),
           line([(x - 44 * s * f, y - 56 * s), (x - 48 * s * f, y - 98 * s)], color, 12 * s)]
    return "".join(out)


def stool(x, y, s=1.0, color=TEAL):
    return (line([(x - 14 * s, y), (x, y - 40 * s), (x + 14 * s, y)], SAND2, 4 * s) +
            rect(x - 20 * s, y - 48 * s, 40 * s, 10 * s, color, rx=5 * s))


def monitor(x, y, s=1.0):
    """Front-ish monitor; (x, y) bottom of the stand."""
    return (rect(x - 16 * s, y - 4 * s, 32 * s, 4 * s, INK, rx=2) + rect(x - 3 * s, y - 26 * s, 6 * s, 24 * s, INK) +
            rect(x - 44 * s, y - 80 * s, 88 * s, 56 * s, INK, rx=5 * s) + rect(x - 39 * s, y - 75 * s, 78 * s, 46 * s, MINT, rx=3 * s))


def tree(x, y, s=1.0, c1=TEAL2, c2=TEAL3):
    return (rect(x - 5 * s, y - 60 * s, 10 * s, 60 * s, shade(SAND2, 0.35), rx=4 * s) +
            blob(x, y - 92 * s, 44 * s, 48 * s, phase=x * 0.01, fill=c1, wob=0.08) +
            blob(x + 10 * s, y - 102 * s, 26 * s, 26 * s, phase=0.7, fill=c2, wob=0.1, opacity="0.55"))


def willow(x, y, s=1.0, c=TEAL2, c2=TEAL3):
    """A weeping willow: trunk plus drooping curtain of leaf strands."""
    out = [poly([(x - 8 * s, y), (x + 8 * s, y), (x + 4 * s, y - 80 * s), (x - 4 * s, y - 80 * s)], shade(SAND2, 0.4), round_=3 * s),
           blob(x, y - 110 * s, 70 * s, 42 * s, phase=2.0, fill=c, wob=0.06)]
    for i in range(-6, 7):
        bx = x + i * 10.5 * s
        top = y - 120 * s + abs(i) * 3 * s
        ln = (84 - abs(i) * 6) * s
        col = c if i % 2 else c2
        out.append(line([(bx, top), (bx + 2 * s * (1 if i > 0 else -1), top + ln * 0.6), (bx + 5 * s * (1 if i > 0 else -1), top + ln)], col, 7 * s))
    return "".join(out)


def cloud(x, y, s=1.0, color=WHITE, op=None):
    return ("<g%s>" % (' opacity="%s"' % op if op else "") + circle((x, y), 18 * s, color) + circle((x + 22 * s, y - 8 * s), 22 * s, color) +
            circle((x + 46 * s, y), 16 * s, color) + rect(x - 4 * s, y - 2 * s, 54 * s, 18 * s, color, rx=9 * s) + "</g>")


def sun(c, r, color=PEACH):
    return circle(c, r * 1.6, color, opacity="0.35") + circle(c, r, color)


def bike(x, y, s=1.0, color=TEAL):
    """Stationary exercise bike facing right; (x, y) floor under its centre. Returns (svg, seat, bar, crank)."""
    seat = (x - 30 * s, y - 112 * s)
    bar = (x + 38 * s, y - 138 * s)
    crank = (x - 4 * s, y - 46 * s)
    out = [rect(x - 60 * s, y - 8 * s, 120 * s, 8 * s, INK, rx=4 * s),
           poly([(x - 40 * s, y - 6 * s), (x + 40 * s, y - 6 * s), (x + 30 * s, y - 60 * s), (x + 10 * s, y - 60 * s)], color, round_=8 * s),
           circle((x + 30 * s, y - 48 * s), 26 * s, shade(color, 0.2)), circle((x + 30 * s, y - 48 * s), 8 * s, MINT),
           line([(x - 6 * s, y - 50 * s), (x - 24 * s, y - 104 * s)], color, 10 * s),
           line([(x + 20 * s, y - 56 * s), bar], color, 10 * s),
           line([bar, add(bar, (14 * s, 2 * s))], INK, 8 * s),
           rect(seat[0] - 18 * s, seat[1] - 6 * s, 36 * s, 10 * s, INK, rx=5 * s),
           circle(crank, 9 * s, INK)]
    return "".join(out), seat, bar, crank


def balance_pad(c, w=70, color=CORAL):
    return ellipse(c, w / 2, 9, shade(color, 0.15)) + ellipse(add(c, (0, -6)), w / 2, 9, color)


def bosu(c, r=40, color=TEAL2):
    return (path("M%sA%s %s 0 0 1 %sZ" % (P(add(c, (-r, 0))), fmt(r), fmt(r * 0.55), P(add(c, (r, 0)))), color) +
            rect(c[0] - r - 4, c[1] - 2, 2 * r + 8, 8, INK, rx=4))


def candle(x, y, h=26, color=WHITE):
    return (rect(x - 8, y - h, 16, h, color, rx=3) + line([(x, y - h), (x, y - h - 4)], INK, 1.6) +
            ellipse((x, y - h - 10), 4, 7, CORAL) + ellipse((x, y - h - 8), 2, 4, PEACH))


def stones(x, y, s=1.0):
    return (ellipse((x, y - 7 * s), 26 * s, 9 * s, INK) + ellipse((x + 2 * s, y - 21 * s), 20 * s, 7.5 * s, shade(INK, -0.0) if False else "#4a4f54") +
            ellipse((x + 3 * s, y - 33 * s), 14 * s, 6 * s, "#676c70"))


def towel_roll(c, r=14, color=WHITE, stripe=TEAL3):
    return circle(c, r, color) + ring(c, r * 0.62, stripe, w=2) + circle(c, r * 0.25, stripe)


def bottle(x, y, s=1.0, color=TEAL2, h=44):
    return (rect(x - 12 * s, y - h * s, 24 * s, h * s, color, rx=6 * s) + rect(x - 5 * s, y - (h + 10) * s, 10 * s, 12 * s, shade(color, 0.3), rx=2 * s) +
            rect(x - 8 * s, y - h * 0.7 * s, 16 * s, h * 0.36 * s, CREAM, rx=3 * s))


def foam_roller(c, L=80, r=13, color=TEAL2):
    return rect(c[0] - L / 2, c[1] - r, L, 2 * r, color, rx=r) + ellipse((c[0] + L / 2 - r * 0.5, c[1]), r * 0.45, r * 0.95, shade(color, 0.2))


def frame_art(x, y, w, h, bg=MIST, motif="hills"):
    out = [rect(x, y, w, h, WHITE, rx=4), rect(x + 6, y + 6, w - 12, h - 12, bg, rx=2)]
    if motif == "hills":
        out.append(path("M%s %sQ%s %s %s %sQ%s %s %s %sV%sH%sZ" % (
            fmt(x + 6), fmt(y + h * 0.7), fmt(x + w * 0.35), fmt(y + h * 0.35), fmt(x + w * 0.6), fmt(y + h * 0.62),
            fmt(x + w * 0.8), fmt(y + h * 0.5), fmt(x + w - 6), fmt(y + h * 0.6), fmt(y + h - 6), fmt(x + 6)), TEAL3))
        out.append(circle((x + w * 0.72, y + h * 0.32), min(w, h) * 0.1, PEACH))
    elif motif == "leaf":
        out.append(leaf((x + w * 0.3, y + h * 0.75), min(w, h) * 0.7, -50, TEAL2))
    elif motif == "spine":
        for i in range(7):
            cy = y + 14 + i * (h - 28) / 6.5
            out.append(rect(x + w / 2 - 9 + math.sin(i * 0.8) * 4, cy, 18, (h - 28) / 9, TEAL3, rx=3))
    return "".join(out)


def shelf(x, y, w, color=SAND2):
    return rect(x, y, w, 8, color, rx=3)


# ---------------------------------------------------------------- output
OUT = []


def doc(rel, w, h, title, body, root=None):
    base = root or DOCS
    full = os.path.join(base, rel)
    tid = "t-" + os.path.splitext(os.path.basename(rel))[0]
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-labelledby="%s">'
           '<title id="%s">%s</title>%s</svg>\n') % (w, h, w, h, tid, tid, title, body)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(svg)
    OUT.append((full, len(svg.encode("utf-8"))))


# ================================================================ room helpers
PEACH2 = mix(PEACH, CREAM, 0.5)
MINT2 = mix(MINT, MIST, 0.5)
WOOD = "#c9b49a"


def wall_floor(w, h, fy, wall=CREAM, fl=SAND):
    return rect(0, 0, w, h, wall) + rect(0, fy, w, h - fy, fl)


def lamp(x, y, s=1.0):
    """Floor lamp; (x, y) is its foot."""
    return (rect(x - 16 * s, y - 5 * s, 32 * s, 5 * s, INK, rx=2 * s) + line([(x, y - 4 * s), (x, y - 150 * s)], INK, 3.5 * s) +
            circle((x, y - 150 * s), 40 * s, PEACH, opacity="0.35") +
            poly([(x - 22 * s, y - 150 * s), (x + 22 * s, y - 150 * s), (x + 14 * s, y - 182 * s), (x - 14 * s, y - 182 * s)], PEACH, round_=4 * s))


def pillow(c, w=44, h=14, color=WHITE):
    return rect(c[0] - w / 2, c[1] - h / 2, w, h, color, rx=h / 2)


def cabinet(x, y, w, h, color=WHITE):
    """Low cabinet standing on floor y; x is its left edge."""
    out = [rect(x, y - h, w, h, color, rx=6), rect(x - 4, y - h - 6, w + 8, 8, SAND2, rx=3)]
    n = 2 if w < 120 else 3
    for i in range(n):
        cx = x + w * (i + 0.5) / n
        out.append(rect(cx - w / n / 2 + 5, y - h + 8, w / n - 10, h - 16, MIST, rx=4))
        out.append(rect(cx - 8, y - h + 16, 16, 4, TEAL3, rx=2))
    return "".join(out)


# ================================================================ body map figure (300 x 600)
# region, label, centre x and y, and the side of the figure its label is written on where the
# labels always show (small screens): alternating so that no two labels meet.
HOTSPOTS = [
    ("head", "Head and Neck", 150, 72, "right"),
    ("shoulder", "Shoulder", 198, 146, "right"),
    ("elbow", "Elbow, Wrist and Hand", 224, 262, "right"),
    ("back", "Back", 150, 212, "left"),
    ("hip", "Hip", 113, 318, "left"),
    ("pelvic", "Pelvic Pain", 150, 338, "right"),
    ("knee", "Knee, Balance and Walking", 177, 452, "right"),
    ("foot", "Foot and Ankle", 117, 566, "left"),
]


def body_figure():
    base = "#d6e9e7"
    edge = "#b9d8d5"
    out = [ellipse((150, 586), 96, 10, SAND, opacity="0.8")]
    # legs
    for sx in (-1, 1):
        hip = (150 + sx * 22, 318)
        knee = (150 + sx * 27, 452)
        ank = (150 + sx * 30, 556)
        out.append(line([hip, knee], base, 44))
        out.append(line([knee, ank], base, 32))
        out.append(ellipse((150 + sx * 35, 572), 20, 11, base))
        out.append(ellipse(knee, 13, 9, edge, opacity="0.6"))
    # arms
    for sx in (-1, 1):
        sh = (150 + sx * 50, 146)
        el = (150 + sx * 73, 258)
        wr = (150 + sx * 84, 344)
        out.append(line([sh, el], base, 30))
        out.append(line([el, wr], base, 24))
        out.append(ellipse((150 + sx * 87, 364), 14, 22, base, angle=-sx * 8))
    # torso and pelvis
    out.append(path("M100 132Q150 118 200 132Q214 140 212 170L196 262Q194 282 200 312Q196 348 150 352Q104 348 100 312Q106 282 104 262L88 170Q86 140 100 132Z", base))
    out.append(path("M112 300Q150 316 188 300", stroke=edge, stroke_width=3, stroke_linecap="round"))
    out.append(path("M150 150V262", stroke=edge, stroke_width=3, stroke_linecap="round", opacity="0.7"))
    out.append(path("M118 176Q134 188 150 178Q166 188 182 176", stroke=edge, stroke_width=3, stroke_linecap="round", opacity="0.7"))
    # neck and head
    out.append(rect(136, 92, 28, 44, base, rx=12))
    out.append(ellipse((150, 62), 33, 39, base))
    out.append(ellipse((116, 66), 5, 9, edge) + ellipse((184, 66), 5, 9, edge))
    doc("body/body-figure.svg", 300, 600,
        "A simple front-facing outline of a standing human body, arms relaxed at the sides, used as a map to choose where it hurts.",
        rect(0, 0, 300, 600, "none") + "".join(out))
    data = {"viewBox": "0 0 300 600", "hotspots": [{"region": r, "label": l, "x": x, "y": y, "side": side}
                                                   for r, l, x, y, side in HOTSPOTS]}
    p = os.path.join(CONTENT, "site", "body-hotspots.json")
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(data, indent=2) + "\n")


# ================================================================ rooms and still lifes (800 x 500)
FF = 440


def room(wall=CREAM, fl=SAND):
    return wall_floor(800, 500, FF, wall, fl)


def f_reception():
    out = [room(MIST), window(560, 70, 180, 160), frame_art(90, 80, 120, 80, motif="hills")]
    out.append(circle((300, 110), 36, WHITE) + leaf((284, 128), 40, -60, TEAL2) + line([(300, 100), (300, 124)], CORAL, 6) + line([(288, 112), (312, 112)], CORAL, 6))
    out.append(rect(180, FF - 120, 300, 120, TEAL2, rx=12) + rect(170, FF - 132, 320, 16, WOOD, rx=6) + rect(200, FF - 100, 260, 6, TEAL3, rx=3))
    out.append(monitor(400, FF - 132, 0.7))
    for x in (606, 680, 754):
        out.append(chair(x, FF, 1.2, face=1, color=CORAL))
    out.append(plant(110, FF, 1.2, tall=True) + plant(518, FF, 0.9))
    return "".join(out), "The clinic's bright reception area: a front desk with a computer, a row of waiting chairs, a window and plants."


def treadmill(x, y, s=1.0, color=TEAL):
    """Side view treadmill facing left; (x, y) is the floor under the back of its belt."""
    out = [rect(x - 190 * s, y - 22 * s, 200 * s, 22 * s, INK, rx=11 * s),
           rect(x - 184 * s, y - 30 * s, 188 * s, 10 * s, STEEL, rx=5 * s),
           line([(x - 176 * s, y - 24 * s), (x - 200 * s, y - 128 * s)], color, 10 * s),
           line([(x - 200 * s, y - 118 * s), (x - 130 * s, y - 110 * s)], color, 8 * s),
           rect(x - 226 * s, y - 150 * s, 46 * s, 28 * s, color, rx=6 * s),
           rect(x - 220 * s, y - 144 * s, 34 * s, 12 * s, MINT, rx=3 * s)]
    return "".join(out)


def f_treatment_room():
    out = [room(CREAM), rect(60, 50, 680, 260, MIST, rx=20), window(110, 80, 150, 140), frame_art(540, 90, 110, 80, motif="spine")]
    out.append(cabinet(560, FF, 190, 110))
    out.append(bottle(600, FF - 116, 0.9) + towel_roll((650, FF - 128), 12) + towel_roll((676, FF - 128), 12))
    out.append(treatment_table(230, FF - 80, 300, color=TEAL2))
    out.append(pillow((490, FF - 87), 50, 14))
    out.append(stool(180, FF, 1.3))
    out.append(lamp(90, FF, 1.1))
    out.append(plant(760, FF, 1.0))
    return "".join(out), "A private treatment room with a padded treatment table, a rolling stool, a supply cabinet with towels and a window bringing in daylight."


def f_gym():
    out = [room(MIST), window(60, 60, 150, 150), window(250, 60, 150, 150)]
    out.append(shelf(560, 180, 180) + dumbbell((590, 168), 0.7) + dumbbell((650, 168), 0.7, TEAL2) + dumbbell((710, 168), 0.7, CORAL))
    out.append(mat(40, FF, 230, MINT))
    out.append(bosu((150, FF - 9), 44))
    out.append(balance_pad((236, FF - 9), 56))
    out.append(treadmill(540, FF, 1.0))
    bsvg, seat, bar, crank = bike(640, FF, 1.0)
    out.append(bsvg)
    out.append(ball((738, FF - 24), 24, TEAL3) + foam_roller((80, FF - 23), 56, 10))
    return "".join(out), "The clinic's open exercise gym with a treadmill, an exercise bike, weights on a shelf, mats and balance equipment."


def p_location():
    out = [rect(0, 0, 800, 500, MIST), sun((660, 90), 40), cloud(90, 80, 1.1), cloud(430, 60, 0.9)]
    out.append(path("M0 330Q200 290 400 320T800 310V500H0Z", MINT2))
    # building
    out.append(rect(230, 150, 340, 240, WHITE, rx=8) + poly([(215, 160), (400, 90), (585, 160)], TEAL, round_=10))
    out.append(rect(250, 170, 300, 14, MIST))
    for x in (262, 352, 468):
        out.append(rect(x, 200, 70, 60, MIST, rx=4) + rect(x + 33, 200, 4, 60, WHITE) + rect(x, 200, 70, 60, "none", rx=4, stroke=TEAL3, stroke_width=4))
    out.append(rect(366, 290, 68, 100, TEAL2, rx=6) + rect(396, 290, 4, 100, MINT) + rect(350, 280, 100, 12, CORAL, rx=4))
    for x in (262, 468):
        out.append(rect(x, 290, 70, 54, MIST, rx=4) + rect(x, 290, 70, 54, "none", rx=4, stroke=TEAL3, stroke_width=4))
    out.append(circle((400, 125), 18, WHITE) + leaf((390, 137), 22, -60, TEAL2))
    # street
    out.append(rect(0, 390, 800, 22, SAND2) + rect(0, 412, 800, 88, "#c4ccca") + "".join(rect(30 + k * 120, 452, 60, 8, WHITE, rx=4) for k in range(7)))
    out.append(rect(380, 390, 40, 22, SAND))
    for x, s in ((80, 1.2), (170, 0.9), (650, 1.0), (740, 1.25)):
        out.append(tree(x, 392, s))
    out.append(plant(345, 392, 0.7) + plant(455, 392, 0.7))
    return "".join(out), "A friendly single-storey clinic building with a teal roof and a coral awning over the door, on a quiet tree-lined street."


def p_wellness():
    out = [rect(0, 0, 800, 500, PEACH2), blob(260, 200, 260, 170, phase=0.8, fill=CREAM), rect(0, 400, 800, 100, SAND)]
    out.append(rect(120, 300, 560, 20, WOOD, rx=8) + rect(150, 318, 16, 82, shade(WOOD, 0.2)) + rect(634, 318, 16, 82, shade(WOOD, 0.2)))
    out.append(stones(240, 300, 1.4))
    out.append(candle(340, 300, 34) + candle(380, 300, 24))
    for k in range(3):
        out.append(rect(430, 300 - 22 * (k + 1), 120, 22, [WHITE, MINT, WHITE][k], rx=10))
    out.append(bottle(600, 300, 1.1, TEAL2))
    out.append(plant(180, 300, 1.0, pot=TEAL3))
    out.append(sprig((680, 220), 1.4, -110, TEAL2) + sprig((90, 250), 1.1, -70, TEAL3))
    out.append(sparkle((520, 120), 10, CORAL) + sparkle((300, 100), 7, TEAL2))
    return "".join(out), "A calm wellness still life: smooth massage stones, lit candles, a stack of soft towels, a bottle of massage oil and a green plant."


PAGES = [
    ("facility/reception.svg", f_reception), ("facility/treatment-room.svg", f_treatment_room), ("facility/gym.svg", f_gym),
    ("pages/location.svg", p_location), ("pages/wellness.svg", p_wellness),
]


def pages():
    for rel, fn in PAGES:
        body, desc = fn()
        doc(rel, 800, 500, desc, body)


# ================================================================ the neighbourhood map (1200 x 600)
# Seen from above: blocks, a park, the mill pond and the streets around the clinic, whose
# building is the teal block at the centre (600, 300). The page draws the pin and the address
# label over it, so the centre stays the clinic however the picture is cropped.
def neighbourhood_map():
    water = mix(TEAL3, WHITE, 0.35)
    lawn = mix(MINT, CREAM, 0.35)
    road, kerb = WHITE, SAND2
    out = [rect(0, 0, 1200, 600, CREAM)]
    # the park and the mill pond, west of the clinic, with a stream running south
    out.append(blob(250, 250, 230, 170, phase=0.6, wob=0.08, fill=lawn))
    out.append(path(smooth_open([(210, 330), (170, 420), (200, 500), (150, 600)]), stroke=water,
                    stroke_width=16, stroke_linecap="round"))
    out.append(blob(230, 250, 120, 78, phase=1.3, wob=0.1, fill=water))
    out.append(path("M160 236Q190 226 220 236M236 266Q266 256 296 266", stroke=WHITE, stroke_width=3,
                    stroke_linecap="round", opacity="0.7"))
    for x, y, r in ((90, 150, 22), (130, 120, 16), (380, 140, 20), (410, 350, 24), (360, 390, 16),
                    (100, 340, 18), (300, 100, 14), (440, 200, 15)):
        out.append(circle((x, y), r, TEAL3) + circle((x - r * 0.3, y - r * 0.3), r * 0.45, MINT, opacity="0.7"))
    # blocks of houses and shops between the streets
    blocks = [(520, 60, 160, 120), (720, 60, 180, 120), (940, 60, 200, 120),
              (720, 230, 180, 60), (940, 230, 200, 60),
              (520, 420, 160, 130), (720, 420, 180, 130), (940, 420, 200, 130),
              (40, 470, 90, 100), (230, 470, 200, 100)]
    for x, y, w, h in blocks:
        out.append(rect(x, y, w, h, SAND, rx=14))
        for k in range(int(w // 60)):
            out.append(rect(x + 14 + k * 60, y + 14, 40, h - 28, mix(SAND, SAND2, 0.5), rx=8))
    # the streets: a kerb line under a white road, the main road (the clinic's) widest
    streets = [
        ([(0, 380), (300, 372), (600, 380), (900, 388), (1200, 380)], 46),
        ([(700, 0), (700, 600)], 30),
        ([(920, 0), (920, 600)], 30),
        ([(500, 0), (500, 380)], 26),
        ([(500, 380), (470, 470), (460, 600)], 26),
        ([(700, 200), (1200, 205)], 22),
    ]
    for pts, w in streets:
        d = smooth_open(pts)
        out.append(path(d, stroke=kerb, stroke_width=w + 8, stroke_linecap="round", stroke_linejoin="round"))
    for pts, w in streets:
        d = smooth_open(pts)
        out.append(path(d, stroke=road, stroke_width=w, stroke_linecap="round", stroke_linejoin="round"))
    out.append(path(smooth_open(streets[0][0]), stroke=SAND2, stroke_width=3, stroke_dasharray="22 18"))
    # the clinic: a teal building with a coral entrance facing the main road
    out.append(rect(548, 236, 104, 110, shade(TEAL, 0.15), rx=12) + rect(540, 226, 104, 110, TEAL, rx=12))
    out.append(rect(572, 322, 40, 14, CORAL, rx=5) + rect(560, 244, 80, 10, TEAL2, rx=5))
    return "".join(out)


def neighbourhood():
    doc("map/neighbourhood.svg", 1200, 600,
        "A drawn map of the streets around the clinic: the clinic building in teal on the main road, "
        "with a park and a pond to the west and blocks of houses and shops around it.",
        neighbourhood_map())


# ================================================================ brand: Open Graph image and favicon
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"


def mark(s=1.0):
    """The clinic mark in a 32 x 32 box: a willow leaf with a small plus."""
    return (rect(0, 0, 32, 32, TEAL, rx=8) +
            path("M7 26C7 15 14 7 26 6C26 18 18 25 7 26Z", WHITE) +
            path("M8.5 24.5L19 13", stroke=TEAL2, stroke_width=1.6, stroke_linecap="round") +
            rect(19.5, 19, 10, 3.4, CORAL, rx=1.2) + rect(22.8, 15.7, 3.4, 10, CORAL, rx=1.2))


def clinic_profile():
    """The clinic's name and town, from the one file that holds them."""
    with open(os.path.join(CONTENT, "clinic.json"), encoding="utf-8") as fh:
        return json.load(fh)


def og_image():
    clinic = clinic_profile()
    name, town = clinic["name"], clinic["town"]
    # The name on two lines: what sets the clinic apart, then what it does.
    first, _, rest = name.partition(" Physical Therapy")
    lines = [first, "Physical Therapy" + rest] if _ else [name, ""]
    out = [rect(0, 0, 1200, 630, TEAL), circle((1010, 330), 300, TEAL2), circle((1040, 350), 200, shade(TEAL2, -0.0), opacity="0.6")]
    out.append(willow(1010, 560, 2.2, MINT, TEAL3))
    out.append(rect(0, 560, 1200, 70, shade(TEAL, 0.15)))
    out.append(group(mark(), 90, 90, 2.6))
    out.append('<text x="90" y="300" font-family="%s" font-size="76" font-weight="700" fill="#ffffff">%s</text>' % (FONT, escape(lines[0])))
    out.append('<text x="90" y="390" font-family="%s" font-size="76" font-weight="700" fill="#ffffff">%s</text>' % (FONT, escape(lines[1])))
    out.append(rect(90, 425, 120, 8, CORAL, rx=4))
    out.append('<text x="90" y="490" font-family="%s" font-size="32" fill="%s">Physical therapy and therapeutic massage</text>' % (FONT, MINT))
    out.append('<text x="90" y="534" font-family="%s" font-size="32" fill="%s">in %s, New Jersey</text>' % (FONT, MINT, escape(town)))
    doc("og-image.svg", 1200, 630, "%s: physical therapy and therapeutic massage in %s, New Jersey." % (name, town), "".join(out))


def favicon():
    doc("favicon.svg", 32, 32, clinic_profile()["name"], mark(), root=os.path.join(ROOT, "web", "public"))


# ================================================================ main
def main():
    body_figure()
    pages()
    neighbourhood()
    og_image()
    favicon()
    big = [(p, n) for p, n in OUT if n > 30000]
    for p, n in OUT:
        print("%6d  %s" % (n, os.path.relpath(p, ROOT)))
    print("%d files" % len(OUT))
    if big:
        print("over 30 KB:", big)
        sys.exit(1)


if __name__ == "__main__":
    main()
