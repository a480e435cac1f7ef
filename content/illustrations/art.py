#!/usr/bin/env python3
"""Draw every illustration of the Willow Falls Physical Therapy site.

Standard library only. Run from the repository root:

    python3 content/illustrations/art.py

It writes the SVG files under content/documents/, the favicon under web/public/ and the body
map's hotspot centres to content/site/body-hotspots.json. The output is the same on every run.

Style: flat shapes, soft rounded corners, no outlines on people, no text inside the pictures
(except the Open Graph image). People are drawn from simple jointed shapes with only the
simplest facial shapes.
"""
import json
import math
import os
import sys

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

SKINS = ["#ffdbac", "#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#5c3a24"]
HAIRS = {"black": "#23272b", "dark": "#3d2a21", "brown": "#7a4e33", "auburn": "#9a4a30",
         "blond": "#d6a664", "grey": "#c7c2ba", "white": "#e6e2dc"}


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


def dots(x, y, cols, rows, gap, color, r=2.2):
    return "".join(circle((x + i * gap, y + j * gap), r, color) for j in range(rows) for i in range(cols))


def hot(c, r=14, strong=True):
    """Coral highlight marking a painful or treated area."""
    out = [circle(c, r * 2.0, CORAL, opacity="0.16"), circle(c, r * 1.25, CORAL, opacity="0.32")]
    if strong:
        out.append(circle(c, r * 0.55, CORAL))
    return "".join(out)


def ring(c, r, color=CORAL, w=3, dash=None, op=None):
    return circle(c, r, "none", stroke=color, stroke_width=w, stroke_dasharray=dash, opacity=op)


def arc_pts(c, r, a0, a1, n=24):
    return [(c[0] + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             c[1] + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def arrow_arc(c, r, a0, a1, color=TEAL2, w=4, head=10, dash=None):
    pts = arc_pts(c, r, a0, a1, 18)
    end = pts[-1]
    prev = pts[-2]
    d = (end[0] - prev[0], end[1] - prev[1])
    L = math.hypot(*d) or 1
    d = (d[0] / L, d[1] / L)
    n = (-d[1], d[0])
    tip = add(end, d, head * 0.6)
    h1 = add(add(end, d, -head * 0.6), n, head * 0.6)
    h2 = add(add(end, d, -head * 0.6), n, -head * 0.6)
    s = '<polyline points="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round"%s/>' % (
        " ".join(P(p) for p in pts[:-1]), color, fmt(w),
        ' stroke-dasharray="%s"' % dash if dash else "")
    return s + poly([tip, h1, h2], color, round_=2)


def arrow(a, b, color=TEAL2, w=4, head=10):
    d = (b[0] - a[0], b[1] - a[1])
    L = math.hypot(*d) or 1
    d = (d[0] / L, d[1] / L)
    n = (-d[1], d[0])
    base = add(b, d, -head)
    return line([a, base], color, w) + poly([b, add(base, n, head * 0.6), add(base, n, -head * 0.6)], color, round_=2)


def sparkle(c, r, color=CORAL):
    pts = []
    for i in range(8):
        rr = r if i % 2 == 0 else r * 0.35
        a = math.radians(i * 45 - 90)
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    return poly(pts, color, round_=1.5)


def waves(c, r0, n, a0, a1, color=CORAL, w=3, gap=10):
    return "".join('<polyline points="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" opacity="%s"/>' % (
        " ".join(P(p) for p in arc_pts(c, r0 + i * gap, a0, a1, 10)), color, fmt(w), fmt(1 - i * 0.22))
        for i in range(n))


# ---------------------------------------------------------------- people
LOOK_DEFAULT = dict(skin=SKINS[2], hair=HAIRS["dark"], style="short", top=TEAL2, bottom=INK,
                    shoe=WHITE, sleeve="short", legs="pants", build="m")


def look(**kw):
    d = dict(LOOK_DEFAULT)
    d.update(kw)
    return d


POSE_DEFAULT = dict(t=0, h=None, ua1=12, fa1=28, ua2=-10, fa2=6, th1=6, sh1=0, ft1=90,
                    th2=-8, sh2=-10, ft2=90, back1=False, back2=True)


class Fig:
    pass


def person(x, y, pose=None, lk=None, s=1.0, face=1, view="side", extra_front=""):
    """Draw a person whose hip centre is at (x, y).

    Angles are degrees. Limbs: 0 points straight down, 90 points forward (the way the person
    faces in a side view, or outward from the body in a front view). The torso angle t is the
    lean from upright (positive leans forward); h is the head's lean (defaults to t).
    Returns a Fig with .svg (markup) and .j (named joint positions).
    """
    p = dict(POSE_DEFAULT)
    if view == "front":
        p.update(dict(ua1=8, fa1=4, ua2=8, fa2=4, th1=3, sh1=0, th2=3, sh2=0, ft1=0, ft2=0,
                      back1=False, back2=False))
    if pose:
        p.update(pose)
    lk = look(**(lk or {}))
    skin = lk["skin"]
    f = 1 if face >= 0 else -1
    front = view == "front"
    LT, NECK, R = 58 * s, 6 * s, 13.5 * s
    UA, FA, TH, SH, FT = 29 * s, 27 * s, 44 * s, 42 * s, 13 * s
    H = (x, y)
    t = p["t"]
    h = p["h"] if p["h"] is not None else t
    if front:
        tdir = (math.sin(math.radians(t)), -math.cos(math.radians(t)))
        hdir = (math.sin(math.radians(h)), -math.cos(math.radians(h)))
    else:
        tdir = (math.sin(math.radians(t)) * f, -math.cos(math.radians(t)))
        hdir = (math.sin(math.radians(h)) * f, -math.cos(math.radians(h)))
    # perpendicular pointing "forward" (side) or to the viewer's right (front)
    fwd = (-tdir[1] * f, tdir[0] * f) if not front else (-tdir[1], tdir[0])
    N = add(H, tdir, LT)
    C = add(N, hdir, NECK + R * 0.95)
    J = {"hip": H, "neck": N, "head": C, "chest": add(H, tdir, LT * 0.7),
         "lowback": add(add(H, tdir, LT * 0.22), fwd, -11 * s if not front else 0),
         "midback": add(add(H, tdir, LT * 0.55), fwd, -12 * s if not front else 0),
         "pelvis": add(H, tdir, -2 * s)}

    def ldir(a, side):
        r = math.radians(a)
        return (math.sin(r) * side, math.cos(r))

    out_back, out_mid, out_front = [], [], []
    fem = lk["build"] == "f"
    sw = (16.5 if not fem else 14.5) * s
    if front:
        S1 = add(add(N, tdir, -7 * s), fwd, -sw)
        S2 = add(add(N, tdir, -7 * s), fwd, sw)
        H1 = add(H, fwd, -8.5 * s)
        H2 = add(H, fwd, 8.5 * s)
        side1, side2 = -1, 1
    else:
        S1 = add(add(N, tdir, -8 * s), fwd, 1 * s)
        S2 = add(add(N, tdir, -8 * s), fwd, -2 * s)
        H1 = add(H, fwd, 1.5 * s)
        H2 = add(H, fwd, -1.5 * s)
        side1 = side2 = f

    # ---- legs
    def leg(Hp, th, sh, ft, side, dark):
        K = add(Hp, ldir(th, side), TH)
        A = add(K, ldir(sh, side), SH)
        if front:
            F = add(A, ldir(ft if ft else 10, side), FT * 0.55)
        else:
            F = add(A, ldir(ft, side), FT)
        col = shade(lk["bottom"], 0.22) if dark else lk["bottom"]
        sk = shade(skin, 0.15) if dark else skin
        shoe = shade(lk["shoe"], 0.15) if dark else lk["shoe"]
        g = []
        lw = 15.5 * s
        if lk["legs"] == "pants":
            g.append(line([Hp, K, A], col, lw))
        elif lk["legs"] == "shorts":
            g.append(line([K, A], sk, lw * 0.72))
            g.append(line([Hp, lerp(Hp, K, 1.08)], col, lw * 1.05))
        elif lk["legs"] == "bare":
            g.append(line([Hp, K, A], sk, lw * 0.85))
        elif lk["legs"] == "capri":
            g.append(line([lerp(K, A, 0.5), A], sk, lw * 0.72))
            g.append(line([Hp, K, lerp(K, A, 0.62)], col, lw))
        if lk["shoe"] == "bare":
            g.append(line([lerp(A, F, -0.25), F], sk, 8 * s))
        else:
            g.append(line([lerp(A, F, -0.3), F], shoe, 9.5 * s))
        return g, K, A, F

    g1, K1, A1, F1 = leg(H1, p["th1"], p["sh1"], p["ft1"], side1, False)
    g2, K2, A2, F2 = leg(H2, p["th2"], p["sh2"], p["ft2"], side2, not front)
    J.update(knee1=K1, ankle1=A1, foot1=F1, knee2=K2, ankle2=A2, foot2=F2,
             heel1=lerp(A1, F1, -0.1), heel2=lerp(A2, F2, -0.1))
    out_back += g2
    out_mid += g1

    # ---- arms
    def arm(Sp, ua, fa, side, dark):
        E = add(Sp, ldir(ua, side), UA)
        W = add(E, ldir(fa, side), FA)
        Hd = add(E, ldir(fa, side), FA + 3.5 * s)
        sk = shade(skin, 0.15) if dark else skin
        top = shade(lk["top"], 0.2) if dark else lk["top"]
        g = []
        aw = 10.5 * s
        g.append(line([Sp, E, W], sk, aw))
        if lk["sleeve"] == "long":
            g.append(line([Sp, E, lerp(E, W, 0.85)], top, aw + 1.5 * s))
        elif lk["sleeve"] == "short":
            g.append(line([Sp, lerp(Sp, E, 0.55)], top, aw + 3 * s))
        g.append(circle(Hd, 6 * s, sk))
        return g, E, W, Hd

    a1, E1, W1, D1 = arm(S1, p["ua1"], p["fa1"], side1, False)
    a2, E2, W2, D2 = arm(S2, p["ua2"], p["fa2"], side2, not front)
    J.update(shoulder1=S1, elbow1=E1, wrist1=W1, hand1=D1, shoulder2=S2, elbow2=E2, wrist2=W2, hand2=D2)

    # ---- torso, pelvis
    torso = []
    top = lk["top"]
    if front:
        ww = (13 if not fem else 12) * s
        hw = (14 if not fem else 15) * s
        T = add(N, tdir, -5 * s)
        pts = [add(T, fwd, -sw - 1 * s), add(T, fwd, sw + 1 * s),
               add(add(H, tdir, 22 * s), fwd, ww), add(add(H, tdir, 2 * s), fwd, hw - 2 * s),
               add(add(H, tdir, 2 * s), fwd, -hw + 2 * s), add(add(H, tdir, 22 * s), fwd, -ww)]
        pel = [add(add(H, tdir, 8 * s), fwd, -hw + 2 * s), add(add(H, tdir, 8 * s), fwd, hw - 2 * s),
               add(add(H, tdir, -6 * s), fwd, hw - 3 * s), add(add(H, tdir, -6 * s), fwd, -hw + 3 * s)]
        torso.append(poly(pel, lk["bottom"] if lk["legs"] != "bare" else skin, round_=10 * s))
        torso.append(poly(pts, top, round_=11 * s))
    else:
        T = add(N, tdir, -4 * s)
        fc = 12 * s if not fem else 12.5 * s
        pts = [add(T, fwd, fc - 2 * s), add(add(N, tdir, -18 * s), fwd, fc),
               add(add(H, tdir, 4 * s), fwd, 9 * s),
               add(add(H, tdir, 4 * s), fwd, -9.5 * s), add(T, fwd, -10 * s)]
        torso.append(circle(H, 13 * s, lk["bottom"] if lk["legs"] != "bare" else skin))
        torso.append(poly(pts, top, round_=10 * s))

    # ---- neck and head
    head = [line([add(N, tdir, -4 * s), add(N, hdir, NECK + 2 * s)], shade(skin, 0.08), 9.5 * s)]
    head.append(draw_head(C, R, hdir, f, lk, front))

    back_arms = []
    front_arms = []
    if not front and p["back2"]:
        back_arms += a2
    else:
        front_arms += a2
    if not front and p["back1"]:
        back_arms += a1
    else:
        front_arms += a1
    J["fwd"] = fwd
    J["tdir"] = tdir
    J["hdir"] = hdir
    fig = Fig()
    fig.j = J
    fig.svg = "<g>" + "".join(back_arms + out_back + out_mid + torso + head + [extra_front] + front_arms) + "</g>"
    return fig


def draw_head(C, R, up, f, lk, front=False):
    """Head with hair. up is the head's unit up vector; f the facing (+1 right, -1 left)."""
    skin = lk["skin"]
    hair = lk["hair"]
    st = lk["style"]
    fw = (-up[1] * f, up[0] * f)  # forward

    def L(u, v):  # local (forward, up) to world
        return (C[0] + fw[0] * u + up[0] * v, C[1] + fw[1] * u + up[1] * v)

    out = []
    if front:
        side = (-up[1], up[0])

        def F(u, v):
            return (C[0] + side[0] * u + up[0] * v, C[1] + side[1] * u + up[1] * v)

        if st in ("long", "wavy"):
            out.append(poly([F(-R * 1.12, R * 0.4), F(R * 1.12, R * 0.4), F(R * 1.2, -R * 1.9), F(-R * 1.2, -R * 1.9)],
                            hair, round_=R * 0.6))
        if st == "cover":
            out.append(poly([F(-R * 1.3, R * 0.6), F(R * 1.3, R * 0.6), F(R * 1.7, -R * 2.3), F(-R * 1.7, -R * 2.3)],
                            hair, round_=R * 0.8))
        out.append(circle(C, R, skin))
        if st == "cover":
            pts = [F(R * 1.25 * math.cos(math.radians(a)), R * 1.25 * math.sin(math.radians(a))) for a in range(-20, 201, 20)]
            pts += [F(-R * 0.9, -R * 0.2), F(-R * 0.7, R * 0.45), F(0, R * 0.62), F(R * 0.7, R * 0.45), F(R * 0.9, -R * 0.2)]
            out.append(path(smooth_closed(pts), hair))
            return "".join(out)
        if st != "bald":
            cap = [F(R * 1.06 * math.cos(math.radians(a)), R * 1.06 * math.sin(math.radians(a))) for a in range(-15, 196, 15)]
            cap += [F(-R * 0.8, R * 0.2), F(-R * 0.2, R * 0.45), F(R * 0.5, R * 0.35), F(R * 0.95, R * 0.05)]
            if st == "crop":
                cap = [F(R * 1.02 * math.cos(math.radians(a)), R * 1.02 * math.sin(math.radians(a))) for a in range(-10, 191, 10)]
                cap += [F(-R * 0.85, R * 0.42), F(0, R * 0.55), F(R * 0.85, R * 0.42)]
            out.append(path(smooth_closed(cap), hair))
            if st == "bun":
                out.append(circle(F(0, R * 1.2), R * 0.5, hair))
            if st == "curly":
                for a in range(10, 180, 28):
                    out.append(circle(F(R * 0.95 * math.cos(math.radians(a)), R * 0.95 * math.sin(math.radians(a))), R * 0.34, hair))
        out.append(ellipse(F(-R * 0.98, -R * 0.1), R * 0.16, R * 0.26, shade(skin, 0.06), angle=0))
        out.append(ellipse(F(R * 0.98, -R * 0.1), R * 0.16, R * 0.26, shade(skin, 0.06), angle=0))
        return "".join(out)

    # side view
    if st in ("long", "wavy"):
        out.append(poly([L(-R * 0.2, R * 0.6), L(-R * 1.15, R * 0.3), L(-R * 1.2, -R * 1.7), L(-R * 0.2, -R * 1.5)],
                        hair, round_=R * 0.6))
    if st == "pony":
        out.append(ellipse(L(-R * 1.35, -R * 0.25), R * 0.35, R * 0.75, hair,
                           angle=math.degrees(math.atan2(up[1], up[0])) + 90 + 20 * f))
    if st == "cover":
        out.append(poly([L(-R * 1.2, R * 0.2), L(R * 0.2, R * 0.2), L(R * 0.6, -R * 2.0), L(-R * 1.6, -R * 2.0)],
                        hair, round_=R * 0.7))
    out.append(circle(C, R, skin))
    # a soft nose bump to show the facing
    out.append(circle(L(R * 0.93, -R * 0.05), R * 0.2, skin))
    if st == "cover":
        pts = [L(R * 1.18 * math.cos(math.radians(a)), R * 1.18 * math.sin(math.radians(a))) for a in range(60, 271, 15)]
        pts += [L(R * 0.2, -R * 1.1), L(R * 0.45, -R * 0.4), L(R * 0.55, R * 0.4), L(R * 0.6, R * 0.8)]
        out.append(path(smooth_closed(pts), hair))
        return "".join(out)
    if st != "bald":
        a0, a1 = (55, 235) if st != "crop" else (65, 225)
        cap = [L(R * 1.06 * math.cos(math.radians(a)), R * 1.06 * math.sin(math.radians(a))) for a in range(a0, a1 + 1, 15)]
        if st == "crop":
            cap += [L(-R * 0.35, -R * 0.25), L(R * 0.35, R * 0.55)]
        else:
            cap += [L(-R * 0.55, -R * 0.35), L(-R * 0.15, R * 0.25), L(R * 0.45, R * 0.62)]
        out.append(path(smooth_closed(cap), hair))
        if st == "bun":
            out.append(circle(L(-R * 0.75, R * 0.85), R * 0.48, hair))
        if st == "curly":
            for a in range(70, 230, 30):
                out.append(circle(L(R * 0.98 * math.cos(math.radians(a)), R * 0.98 * math.sin(math.radians(a))), R * 0.33, hair))
    out.append(ellipse(L(-R * 0.12, -R * 0.08), R * 0.17, R * 0.25, shade(skin, 0.1)))
    return "".join(out)


# ---------------------------------------------------------------- props
def floor(w, h, y, color=SAND):
    return rect(0, y, w, h - y, color)


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
    out.append(blob(x + w * 0.7, y + h * 0.95, w * 0.5, h * 0.28, phase=1.3, fill=MIST2, wob=0.08))
    for i in range(1, panes):
        out.append(rect(x + w * i / panes - 4, y, 8, h, frame))
    out.append(rect(x, y + h * 0.5 - 4, w, 8, frame))
    out.append(rect(x - 14, y + h + 6, w + 28, 10, SAND2, rx=4))
    return "".join(out)


def beam(x, y, w, h, floor_y, skew, op="0.35"):
    return poly([(x, y), (x + w, y), (x + w + skew, floor_y), (x + skew, floor_y)], WHITE, opacity=op)


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


def desk(x, y, w, top_y, color=SAND2):
    return (rect(x, top_y, w, 9, color, rx=3) + rect(x + 8, top_y + 8, 7, y - top_y - 8, shade(color, 0.15), rx=2) +
            rect(x + w - 15, top_y + 8, 7, y - top_y - 8, shade(color, 0.15), rx=2))


def laptop(x, y, s=1.0, f=1):
    """Open laptop, side view; (x, y) is the hinge."""
    return (line([(x, y), (x + 34 * s * f, y)], INK, 4 * s) +
            line([(x, y), (x - 10 * s * f, y - 30 * s)], INK, 4 * s) +
            line([(x - 1 * s * f, y - 4 * s), (x - 8 * s * f, y - 26 * s)], TEAL3, 1.6 * s))


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


def cane(top, bottom, color=INK):
    return line([add(top, (14, 0)), top, bottom], color, 5)


def walker(x, y, s=1.0, color=STEEL):
    """Side view walker; (x, y) front foot."""
    return (line([(x, y), (x - 4 * s, y - 62 * s), (x - 40 * s, y - 62 * s), (x - 44 * s, y)], color, 5 * s) +
            circle((x, y - 3 * s), 5 * s, INK) + circle((x - 44 * s, y - 3 * s), 5 * s, INK) +
            line([(x - 6 * s, y - 64 * s), (x - 18 * s, y - 64 * s)], INK, 7 * s))


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


def parallel_bars(x, y, w, s=1.0):
    return (line([(x, y), (x, y - 80 * s)], STEEL, 6 * s) + line([(x + w, y), (x + w, y - 80 * s)], STEEL, 6 * s) +
            line([(x + w * 0.5, y), (x + w * 0.5, y - 80 * s)], STEEL, 6 * s) +
            line([(x - 10 * s, y - 80 * s), (x + w + 10 * s, y - 80 * s)], shade(STEEL, 0.2), 8 * s))


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


def tens_unit(x, y, s=1.0, color=TEAL):
    """A small stimulator box; (x, y) is its top-left. Returns (svg, left jack, right jack)."""
    out = [rect(x, y, 70 * s, 46 * s, color, rx=10 * s), rect(x + 9 * s, y + 9 * s, 36 * s, 16 * s, MINT, rx=4 * s),
           circle((x + 56 * s, y + 17 * s), 7 * s, CORAL), circle((x + 18 * s, y + 35 * s), 4 * s, MIST),
           circle((x + 32 * s, y + 35 * s), 4 * s, MIST), line([(x + 13 * s, y + 18 * s), (x + 22 * s, y + 13 * s), (x + 28 * s, y + 20 * s), (x + 40 * s, y + 14 * s)], TEAL2, 2 * s)]
    return "".join(out), (x + 20 * s, y + 46 * s), (x + 50 * s, y + 46 * s)


def pad(c, w=26, h=20, angle=0):
    return ('<g transform="translate(%s %s) rotate(%s)">' % (fmt(c[0]), fmt(c[1]), fmt(angle)) +
            rect(-w / 2, -h / 2, w, h, WHITE, rx=5, stroke=TEAL2, stroke_width=2.5) + circle((0, 0), 3.5, TEAL2) + "</g>")


def wire(a, b, sag=30, color=INK):
    m = lerp(a, b, 0.5)
    return path("M%sQ%s %s" % (P(a), P(add(m, (0, sag))), P(b)), stroke=color, stroke_width=2.2, stroke_linecap="round")


def needle(base, angle, length=34):
    d = rot((0, -1), angle)
    tip = add(base, d, -4)
    top = add(base, d, length)
    return line([tip, top], "#8a9294", 1.6) + line([add(base, d, length - 2), add(base, d, length + 10)], TEAL2, 5) + circle(add(base, d, length + 12), 3, CORAL)


def applicator(tip, angle, s=1.0, color=TEAL):
    """Shockwave hand piece pointing along angle to tip."""
    d = rot((1, 0), angle)
    n = rot((0, 1), angle)
    head = add(tip, d, -12 * s)
    body_end = add(tip, d, -110 * s)
    return (line([body_end, add(tip, d, -36 * s)], color, 26 * s) + line([add(tip, d, -36 * s), head], STEEL, 16 * s) +
            line([add(body_end, d, 10 * s), add(body_end, d, 40 * s)], shade(color, 0.25), 28 * s) +
            line([add(add(tip, d, -70 * s), n, -12 * s), add(add(tip, d, -56 * s), n, -12 * s)], CORAL, 5 * s) +
            path("M%sQ%s %s" % (P(add(body_end, d, -4 * s)), P(add(add(body_end, d, -40 * s), n, 30 * s)), P(add(add(body_end, d, -30 * s), n, 80 * s))),
                 stroke=INK, stroke_width=3 * s, stroke_linecap="round"))


def tape_strip(pts, color=CORAL, w=12, op="0.92"):
    return line(pts, color, w, cap="butt", opacity=op)


def iastm_tool(a, b, bulge=14, color=STEEL):
    m = lerp(a, b, 0.5)
    d = (b[0] - a[0], b[1] - a[1])
    L = math.hypot(*d)
    n = (-d[1] / L, d[0] / L)
    c1 = add(m, n, bulge)
    c2 = add(m, n, bulge + 12)
    return (path("M%sQ%s %sQ%s %sZ" % (P(a), P(c1), P(b), P(c2), P(a)), color, stroke=shade(color, 0.35), stroke_width=2, stroke_linejoin="round") +
            path("M%sQ%s %s" % (P(lerp(a, b, 0.15)), P(add(c2, n, -4)), P(lerp(a, b, 0.85))), stroke=WHITE, stroke_width=2, stroke_linecap="round", opacity="0.8"))


def resistance_band(pts, color=CORAL):
    return path(smooth_open(pts), stroke=color, stroke_width=5, stroke_linecap="round")


def sheet(pts, color=WHITE, fold=MINT):
    return path(smooth_closed(pts), color)


def foam_roller(c, L=80, r=13, color=TEAL2):
    return rect(c[0] - L / 2, c[1] - r, L, 2 * r, color, rx=r) + ellipse((c[0] + L / 2 - r * 0.5, c[1]), r * 0.45, r * 0.95, shade(color, 0.2))


def cone(x, y, s=1.0, color=CORAL):
    return poly([(x - 11 * s, y - 3 * s), (x + 11 * s, y - 3 * s), (x + 3 * s, y - 30 * s), (x - 3 * s, y - 30 * s)], color, round_=3 * s) + rect(x - 16 * s, y - 5 * s, 32 * s, 5 * s, color, rx=2 * s)


def clipboard(c, s=1.0, angle=0):
    t = "translate(%s %s) rotate(%s)" % (fmt(c[0]), fmt(c[1]), fmt(angle))
    body = (rect(-16 * s, -22 * s, 32 * s, 44 * s, SAND2, rx=4 * s) + rect(-12 * s, -16 * s, 24 * s, 34 * s, WHITE, rx=2 * s) +
            rect(-7 * s, -25 * s, 14 * s, 7 * s, INK, rx=2 * s) +
            "".join(rect(-8 * s, (-10 + i * 7) * s, (16 - (i % 2) * 5) * s, 2.4 * s, TEAL3, rx=1) for i in range(4)))
    return '<g transform="%s">%s</g>' % (t, body)


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


def rug(c, rx, ry, color=PEACH):
    return ellipse(c, rx, ry, color) + ellipse(c, rx * 0.8, ry * 0.7, "none", stroke=WHITE, stroke_width=2, opacity="0.6")


# ---------------------------------------------------------------- body parts up close
def spine(x, y, n, gap, w=30, h=None, curve=0.0, color=TEAL3, disc=MINT, hl=(), hl_color=CORAL, bulge=None):
    """Vertical stack of vertebrae from (x, y) downwards. Returns (svg, centres)."""
    h = h or gap * 0.66
    out, cs = [], []
    for i in range(n):
        cx = x + math.sin(i / max(1, n - 1) * math.pi) * curve
        cy = y + i * gap
        cs.append((cx, cy))
    for i in range(n - 1):
        m = lerp(cs[i], cs[i + 1], 0.5)
        col = hl_color if (i + 0.5) in hl else disc
        out.append(rect(m[0] - w * 0.42, m[1] - gap * 0.13, w * 0.84, gap * 0.26, col, rx=gap * 0.12))
        if bulge is not None and i == bulge:
            out.append(ellipse(add(m, (w * 0.5, 0)), w * 0.28, gap * 0.16, CORAL))
    for i, c in enumerate(cs):
        col = hl_color if i in hl else color
        out.append(rect(c[0] - w / 2, c[1] - h / 2, w, h, col, rx=h * 0.28))
        out.append(rect(c[0] + w / 2 - 2, c[1] - h * 0.2, w * 0.45, h * 0.4, col, rx=h * 0.18))
    return "".join(out), cs


def hand_open(c, s=1.0, skin=SKINS[1], angle=0, knuckles=False, wrist_hl=False, sleeve=TEAL2):
    """An open palm with fingers, seen from the back of the hand, pointing up at angle 0."""
    out = []
    out.append(rect(-26 * s, 40 * s, 52 * s, 80 * s, skin, rx=20 * s))
    out.append(rect(-32 * s, 96 * s, 64 * s, 40 * s, sleeve, rx=12 * s))
    out.append(rect(-34 * s, -34 * s, 68 * s, 82 * s, skin, rx=26 * s))
    fingers = [(-25, -28, 52, -4), (-9, -34, 64, -1), (7, -34, 62, 2), (22, -28, 50, 6)]
    for fx, fy, fl, fa in fingers:
        b = (fx * s, fy * s)
        tip = add(b, rot((0, -fl * s), fa))
        out.append(line([b, tip], skin, 16 * s))
        if knuckles:
            out.append(hot(add(b, rot((0, -fl * 0.42 * s), fa)), 5 * s, strong=False))
            out.append(circle(add(b, rot((0, -fl * 0.42 * s), fa)), 3.4 * s, CORAL))
    th_b = (30 * s, 18 * s)
    out.append(line([th_b, (50 * s, -6 * s), (56 * s, -30 * s)], skin, 17 * s))
    if knuckles:
        out.append(circle((50 * s, -6 * s), 3.4 * s, CORAL))
    if wrist_hl:
        out.append(hot((0, 58 * s), 14 * s))
    return '<g transform="translate(%s %s) rotate(%s)">%s</g>' % (fmt(c[0]), fmt(c[1]), fmt(angle), "".join(out))


def foot_side(x, y, s=1.0, skin=SKINS[2], face=1):
    """Bare foot seen from the inside, heel at left when face=1. (x, y) is the heel bottom. Returns (svg, points)."""
    f = face

    def Q(u, v):
        return (x + u * s * f, y - v * s)

    pts = [Q(-6, 18), Q(0, 0), Q(60, -2), Q(120, 2), Q(150, 6), Q(164, 14), Q(158, 26), Q(120, 30),
           Q(80, 50), Q(40, 80), Q(30, 190), Q(-16, 190), Q(-14, 60)]
    out = [path(smooth_closed(pts), skin)]
    out.append(path("M%sQ%s %s" % (P(Q(20, 2)), P(Q(70, 22)), P(Q(124, 8))), stroke=shade(skin, 0.2), stroke_width=3 * s, stroke_linecap="round", opacity="0.6"))
    J = {"heel": Q(6, 10), "arch": Q(70, 14), "ankle": Q(16, 70), "toes": Q(150, 14), "shin": Q(6, 160)}
    return "".join(out), J


def head_profile(c, R, skin, hair, style="short", face=1, jaw_hl=False, temple_hl=False, neck_hl=False, shirt=TEAL2):
    """A larger head-and-shoulders profile. c is the cranium centre."""
    f = face

    def Q(u, v):
        return (c[0] + u * R * f, c[1] + v * R)

    out = []
    # shoulders and neck
    out.append(path(smooth_closed([Q(-1.9, 3.3), Q(-1.4, 2.1), Q(0.0, 1.9), Q(1.2, 2.3), Q(2.0, 3.4), Q(2.1, 4.2), Q(-2.0, 4.2)]), shirt))
    out.append(poly([Q(-0.5, 0.6), Q(0.35, 0.7), Q(0.45, 2.1), Q(-0.55, 2.1)], shade(skin, 0.08), round_=R * 0.2))
    if style in ("long", "wavy"):
        out.append(poly([Q(-0.2, -0.9), Q(-1.15, -0.4), Q(-1.25, 1.8), Q(-0.3, 1.9)], hair, round_=R * 0.5))
    # face: cranium plus jaw
    out.append(circle(c, R, skin))
    out.append(path(smooth_closed([Q(0.55, -0.55), Q(1.08, 0.05), Q(1.12, 0.35), Q(0.98, 0.62), Q(1.0, 0.86), Q(0.62, 1.12), Q(0.1, 1.02), Q(-0.4, 0.6)]), skin))
    out.append(circle(Q(1.06, 0.22), R * 0.13, skin))
    # hair
    if style != "bald":
        cap = [Q(1.06 * math.cos(math.radians(a)), -1.06 * math.sin(math.radians(a))) for a in range(60, 226, 15)]
        cap += [Q(-0.45, 0.25), Q(-0.1, -0.4), Q(0.5, -0.68)]
        out.append(path(smooth_closed(cap), hair))
        if style == "bun":
            out.append(circle(Q(-0.8, -0.8), R * 0.42, hair))
        if style == "pony":
            out.append(ellipse(Q(-1.25, 0.1), R * 0.28, R * 0.62, hair, angle=15 * f))
    out.append(ellipse(Q(-0.05, 0.12), R * 0.13, R * 0.2, shade(skin, 0.12)))
    J = {"jaw": Q(0.25, 0.55), "temple": Q(0.55, -0.35), "neck": Q(-0.15, 1.55), "ear": Q(-0.05, 0.12), "top": Q(0, -1), "eye": Q(0.75, -0.05)}
    if jaw_hl:
        out.append(hot(Q(0.1, 0.45), R * 0.2))
    if temple_hl:
        out.append(hot(Q(0.5, -0.45), R * 0.2))
    if neck_hl:
        out.append(hot(Q(-0.35, 1.45), R * 0.22))
    return "".join(out), J


def bust_front(c, R, lk, polo=True, smile=True):
    """Front bust portrait for the team page. c is the head centre."""
    skin, hair, st = lk["skin"], lk["hair"], lk["style"]
    out = []

    def F(u, v):
        return (c[0] + u * R, c[1] + v * R)

    if st in ("long", "wavy"):
        out.append(path(smooth_closed([F(-1.05, -0.6), F(-1.35, 0.6), F(-1.45, 1.9), F(-0.6, 2.1), F(0.6, 2.1), F(1.45, 1.9), F(1.35, 0.6), F(1.05, -0.6), F(0, -1.25)]), hair))
    # shoulders
    out.append(path(smooth_closed([F(-2.7, 4.2), F(-2.6, 2.6), F(-1.6, 1.85), F(0, 1.7), F(1.6, 1.85), F(2.6, 2.6), F(2.7, 4.2)]), lk["top"]))
    out.append(rect(c[0] - R * 0.38, c[1] + R * 0.6, R * 0.76, R * 1.2, shade(skin, 0.1), rx=R * 0.3))
    if polo:
        out.append(poly([F(-0.62, 1.55), F(0, 2.3), F(0.62, 1.55), F(0.42, 1.45), F(0, 1.95), F(-0.42, 1.45)], WHITE, round_=R * 0.06))
        out.append(poly([F(-0.42, 1.52), F(0, 1.98), F(0.42, 1.52)], shade(skin, 0.1), round_=R * 0.04))
        out.append(line([F(0, 2.02), F(0, 2.75)], shade(lk["top"], 0.25), R * 0.05))
        out.append(circle(F(0, 2.25), R * 0.05, WHITE))
        out.append(circle(F(0, 2.55), R * 0.05, WHITE))
        # small leaf emblem on the chest
        out.append(leaf(F(1.1, 2.75), R * 0.38, -60, CORAL))
    # ears, head
    out.append(ellipse(F(-0.98, 0.1), R * 0.17, R * 0.26, shade(skin, 0.06)))
    out.append(ellipse(F(0.98, 0.1), R * 0.17, R * 0.26, shade(skin, 0.06)))
    out.append(ellipse(c, R * 0.96, R * 1.06, skin))
    # hair cap
    if st == "crop":
        cap = [F(1.0 * math.cos(math.radians(a)), -1.08 * math.sin(math.radians(a)) - 0.02) for a in range(-8, 189, 12)]
        cap += [F(-0.86, -0.25), F(-0.5, -0.55), F(0, -0.62), F(0.5, -0.55), F(0.86, -0.25)]
        out.append(path(smooth_closed(cap), hair))
    elif st in ("long", "wavy", "bun"):
        cap = [F(1.02 * math.cos(math.radians(a)), -1.1 * math.sin(math.radians(a))) for a in range(-15, 196, 15)]
        cap += [F(-0.9, -0.1), F(-0.6, -0.55), F(-0.05, -0.72), F(0.15, -0.5), F(0.55, -0.45), F(0.9, -0.1)]
        out.append(path(smooth_closed(cap), hair))
        if st == "bun":
            out.append(circle(F(0, -1.25), R * 0.42, hair))
    # simple friendly face: two dots and a smile
    if smile:
        out.append(circle(F(-0.36, 0.1), R * 0.075, INK))
        out.append(circle(F(0.36, 0.1), R * 0.075, INK))
        out.append(path("M%sQ%s %s" % (P(F(-0.3, 0.48)), P(F(0, 0.72)), P(F(0.3, 0.48))), stroke=INK, stroke_width=R * 0.065, stroke_linecap="round"))
        out.append(ellipse(F(-0.55, 0.42), R * 0.14, R * 0.08, CORAL, opacity="0.25"))
        out.append(ellipse(F(0.55, 0.42), R * 0.14, R * 0.08, CORAL, opacity="0.25"))
    return "".join(out)


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


# ================================================================ scene helpers
SK = SKINS  # light to deep: #ffdbac, #f1c27d, #e0ac69, #c68642, #8d5524, #5c3a24
PEACH2 = mix(PEACH, CREAM, 0.5)
MINT2 = mix(MINT, MIST, 0.5)
WOOD = "#c9b49a"


def ik_angles(S, T, L1, L2, side, bend=1):
    """Angles (in person() convention) for a two-bone limb from S reaching T."""
    d = (T[0] - S[0], T[1] - S[1])
    D = math.hypot(*d) or 1.0
    u = (d[0] / D, d[1] / D)
    D = max(abs(L1 - L2) + 0.5, min(D, (L1 + L2) * 0.995))
    c = (L1 * L1 + D * D - L2 * L2) / (2 * L1 * D)
    A = math.degrees(math.acos(max(-1.0, min(1.0, c))))
    e = rot(u, bend * A)
    E = add(S, e, L1)
    a1 = math.degrees(math.atan2(e[0] * side, e[1]))
    d2 = (T[0] - E[0], T[1] - E[1])
    a2 = math.degrees(math.atan2(d2[0] * side, d2[1]))
    return a1, a2


def fig(x, y, pose=None, lk=None, s=1.0, face=1, view="side", hand1=None, hand2=None,
        ankle1=None, ankle2=None, bend=(1, 1, -1, -1), extra_front=""):
    """person() with optional targets for the hands and ankles (simple two-bone reach)."""
    pose = dict(pose or {})
    base = person(x, y, pose, lk, s, face, view)
    J = base.j
    front = view == "front"
    f = 1 if face >= 0 else -1
    sd1, sd2 = (-1, 1) if front else (f, f)
    if hand1:
        pose["ua1"], pose["fa1"] = ik_angles(J["shoulder1"], hand1, 29 * s, 30.5 * s, sd1, bend[0])
    if hand2:
        pose["ua2"], pose["fa2"] = ik_angles(J["shoulder2"], hand2, 29 * s, 30.5 * s, sd2, bend[1])
    fw = J["fwd"]
    hx = 8.5 if front else 1.5
    if ankle1:
        pose["th1"], pose["sh1"] = ik_angles(add(J["hip"], fw, -hx * s if front else hx * s), ankle1, 44 * s, 42 * s, sd1, bend[2])
    if ankle2:
        pose["th2"], pose["sh2"] = ik_angles(add(J["hip"], fw, hx * s if front else -hx * s), ankle2, 44 * s, 42 * s, sd2, bend[3])
    return person(x, y, pose, lk, s, face, view, extra_front)


def stand(x, floor_y, pose=None, lk=None, s=1.0, face=1, view="side", **kw):
    """A person whose lower foot rests on floor_y."""
    probe = person(x, 0, pose, lk, s, face, view)
    low = max(probe.j["ankle1"][1], probe.j["ankle2"][1])
    return fig(x, floor_y - 5 * s - low, pose, lk, s, face, view, **kw)


def forearm_over(F, lk, s=1.0):
    """Redraw a figure's forearms and hands on top (for hands resting on someone in front)."""
    skin = lk.get("skin", SK[2])
    out = []
    for k in ("1", "2"):
        out.append(line([F.j["elbow" + k], F.j["wrist" + k]], skin, 10.5 * s))
        out.append(circle(F.j["hand" + k], 6 * s, skin))
    return "".join(out)


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


def massage_patient(x, ty, s=1.0, lk=None, covered=True):
    """A person lying face down on a table whose top is at ty; head toward +x. Returns (svg, joints)."""
    lk = look(**(lk or {}))
    lk["shoe"] = lk["skin"]
    F = fig(x, ty - 12 * s, dict(t=90, ua1=-88, fa1=-92, ua2=-88, fa2=-92, th1=-90, sh1=-90, ft1=-10,
                                 th2=-90, sh2=-90, ft2=-10, back2=True), lk, s, face=1)
    out = [F.svg]
    if covered:
        hx = F.j["hip"][0]
        out.append(rect(hx - 96 * s, ty - 27 * s, 116 * s, 27 * s, WHITE, rx=11 * s))
        out.append(rect(hx - 96 * s, ty - 9 * s, 116 * s, 9 * s, MINT, rx=4 * s, opacity="0.7"))
    return "".join(out), F.j


def side_table(x, y, s=1.0, color=SAND2):
    return (rect(x - 30 * s, y - 56 * s, 60 * s, 7 * s, color, rx=3 * s) + rect(x - 24 * s, y - 50 * s, 6 * s, 50 * s, shade(color, 0.15), rx=2 * s) +
            rect(x + 18 * s, y - 50 * s, 6 * s, 50 * s, shade(color, 0.15), rx=2 * s))


def leafy_corner(x, y, s=1.0, flip=False, color=TEAL3):
    body = sprig((0, 0), s, -70, color, 5) + sprig((10 * s, 4 * s), s * 0.8, -35, mix(color, MINT, 0.4), 4)
    return group(body, x, y, 1, flip)


# ================================================================ the three hero scenes
# Each is drawn in local units with the floor at y = 0 and the scene centred on x = 0.
THER_A = dict(skin=SK[3], hair=HAIRS["black"], style="bun", top=TEAL, bottom=INK, build="f")
THER_B = dict(skin=SK[4], hair=HAIRS["black"], style="crop", top=TEAL, bottom=INK)
THER_C = dict(skin=SK[1], hair=HAIRS["brown"], style="pony", top=TEAL, bottom="#3b4a4f", build="f")


def scene_stretch():
    out = []
    out.append(window(-40, -300, 150, 130, panes=2))
    out.append(frame_art(140, -290, 60, 84, motif="spine"))
    out.append(plant(175, 0, 1.1, tall=True))
    out.append(rug((0, 4), 190, 14, MINT2))
    out.append(treatment_table(-110, -76, 220, color=TEAL2))
    out.append(pillow((82, -83), 40, 12))
    pat = fig(-10, -89, dict(t=-90, ua1=-90, fa1=-90, ua2=-90, fa2=-90, th1=128, sh1=128, ft1=214,
                             th2=90, sh2=90, ft2=180), dict(skin=SK[1], hair=HAIRS["grey"], style="short", top=CORAL, bottom="#3b4a4f"), 1, face=-1)
    out.append(pat.svg)
    ank, kn = pat.j["ankle1"], pat.j["knee1"]
    th = stand(-128, 0, dict(t=14, h=8), THER_B, 1, face=1,
               hand1=add(ank, (4, 4)), hand2=lerp(kn, ank, 0.35), bend=(1, 1, -1, -1))
    out.append(th.svg)
    out.append(hot(kn, 7, strong=False))
    return "".join(out), "A physical therapist gently supports a patient's straightened leg, lifting it to stretch the back of the thigh while the patient lies on a treatment table."


def scene_gym():
    out = []
    out.append(window(-260, -340, 120, 160, panes=2))
    out.append(window(-90, -340, 120, 160, panes=2))
    out.append(shelf(120, -200, 110))
    out.append(dumbbell((140, -212), 0.7, CORAL))
    out.append(dumbbell((200, -212), 0.7, TEAL2))
    out.append(ball((220, -24), 24, MINT))
    out.append(mat(-270, 0, 220, MINT))
    out.append(bosu((-160, -10), 42, TEAL2))
    bal = fig(-160, -120, dict(t=2, ua1=80, fa1=84, ua2=64, fa2=70, th1=0, sh1=0, ft1=90, th2=-14, sh2=-80, ft2=20),
              dict(skin=SK[4], hair=HAIRS["black"], style="curly", top=CORAL, bottom=INK, legs="pants"), 1, face=1)
    # lift so the standing foot rests on the dome
    low = bal.j["ankle1"][1]
    dy = (-34) - low
    out.append(group(bal.svg, 0, dy))
    bsvg, seat, bar, crank = bike(90, 0, 1.0, TEAL)
    out.append(bsvg)
    rider_hip = add(seat, (2, -9))
    p1 = add(crank, (16, -8))
    p2 = add(crank, (-16, 8))
    rider = fig(rider_hip[0], rider_hip[1], dict(t=24, h=14, ft1=95, ft2=95), dict(skin=SK[1], hair=HAIRS["auburn"], style="pony", top=TEAL2, bottom=INK, build="f"),
                1, face=1, hand1=bar, hand2=add(bar, (-4, 2)), ankle1=p1, ankle2=p2, bend=(1, 1, -1, -1))
    out.append(rider.svg)
    out.append(line([add(crank, (16, -8)), add(crank, (-16, 8))], INK, 4))
    out.append(plant(-300, 0, 1.0))
    return "".join(out), "A bright rehabilitation gym: one patient balances on one leg on a soft dome trainer while another pedals an exercise bike by the windows."


def scene_massage():
    out = []
    out.append(rect(-250, -330, 500, 230, MIST2, rx=24))
    out.append(window(-200, -300, 110, 130, sky=PEACH2, panes=2))
    out.append(frame_art(20, -300, 120, 80, motif="leaf"))
    out.append(lamp(185, 0, 1.0))
    out.append(side_table(-215, 0))
    out.append(candle(-232, -56, 22))
    out.append(stones(-205, -56, 0.6))
    out.append(plant(-260, 0, 1.0, pot=TEAL3))
    out.append(rug((0, 4), 200, 14, PEACH2))
    th = stand(-6, 0, dict(t=18, h=12), THER_C, 1, face=1, hand1=(6, -100), hand2=(26, -102))
    out.append(th.svg)
    out.append(treatment_table(-120, -76, 240, color=TEAL3, legs=WOOD))
    ps, pj = massage_patient(-30, -76, 1.0, dict(skin=SK[4], hair=HAIRS["black"], style="short", top=SK[4], bottom=WHITE, sleeve="none"))
    out.append(ps)
    out.append(towel_roll((140, -60), 12))
    out.append(forearm_over(th, THER_C))
    return "".join(out), "A calm massage room with soft light: a patient rests face down on a padded table, covered by a sheet, while a massage therapist works on the upper back."


SCENES = [scene_stretch, scene_gym, scene_massage]


def hero_web(i):
    body, desc = SCENES[i]()
    w, h, fy = 1600, 700, 600
    out = [rect(0, 0, w, h, CREAM)]
    out.append(blob(180, 140, 380, 240, phase=0.6 + i, fill=MIST, wob=0.06))
    out.append(blob(560, 560, 300, 160, phase=1.8 + i, fill=mix(SAND, CREAM, 0.5), wob=0.05))
    out.append(circle((720, 120), 60, PEACH2))
    out.append(rect(820, 60, 760, fy - 60, [MIST, MINT2, PEACH2][i], rx=40))
    out.append(rect(0, fy, w, h - fy, mix(SAND, CREAM, 0.4)))
    out.append(rect(820, fy, 760, h - fy, SAND))
    out.append(group(body, 1150, 650, (1.95, 1.75, 1.9)[i]))
    doc("hero/web-%d.svg" % (i + 1), w, h, desc, "".join(out))


def hero_mobile(i):
    body, desc = SCENES[i]()
    w, h = 750, 1000
    out = [rect(0, 0, w, h, CREAM)]
    out.append(blob(200, 180, 300, 200, phase=0.9 + i, fill=MIST, wob=0.06))
    out.append(circle((640, 110), 50, PEACH2))
    out.append(rect(24, 462, 702, 438, [MIST, MINT2, PEACH2][i], rx=36))
    out.append(rect(0, 900, w, 100, SAND))
    out.append(group(body, (335, 418, 400)[i], 945, (1.55, 1.22, 1.28)[i]))
    doc("hero/mobile-%d.svg" % (i + 1), w, h, desc, "".join(out))


# ================================================================ treatment cards (600 x 400)
def card_bg(v, w=600, h=400):
    v = v % 6
    out = []
    if v == 0:
        out += [rect(0, 0, w, h, CREAM), circle((w * 0.5, h * 0.52), 150, MINT2), dots(40, 40, 5, 4, 16, MINT, 3)]
    elif v == 1:
        out += [rect(0, 0, w, h, MIST), blob(120, 330, 170, 110, phase=1.1, fill=PEACH2), blob(500, 80, 120, 80, phase=2.2, fill=WHITE)]
    elif v == 2:
        out += [rect(0, 0, w, h, CREAM), path("M%s %sV%sA%s %s 0 0 1 %s %sV%sZ" % (fmt(w / 2 - 140), fmt(h), fmt(h * 0.42), 140, 140, fmt(w / 2 + 140), fmt(h * 0.42), fmt(h)), MIST),
                dots(w - 110, 40, 5, 4, 16, PEACH, 3)]
    elif v == 3:
        out += [rect(0, 0, w, h, MIST), poly([(0, h * 0.62), (w, h * 0.36), (w, h), (0, h)], MINT2), leafy_corner(40, 380, 1.0)]
    elif v == 4:
        out += [rect(0, 0, w, h, CREAM), circle((w * 0.36, h * 0.46), 130, MINT2, opacity="0.9"), circle((w * 0.62, h * 0.56), 110, PEACH2, opacity="0.8")]
    else:
        out += [rect(0, 0, w, h, MINT2), circle((w / 2, h / 2), 160, WHITE, opacity="0.75"), ring((w / 2, h / 2), 176, WHITE, 3, "6 10")]
    return "".join(out)


PATIENTS = [
    dict(skin=SK[0], hair=HAIRS["brown"], style="short", top=CORAL, bottom=INK),
    dict(skin=SK[3], hair=HAIRS["black"], style="long", top=TEAL2, bottom="#3b4a4f", build="f"),
    dict(skin=SK[4], hair=HAIRS["black"], style="crop", top="#d98a4e", bottom=INK),
    dict(skin=SK[1], hair=HAIRS["grey"], style="bun", top=TEAL3, bottom="#3b4a4f", build="f"),
    dict(skin=SK[2], hair=HAIRS["dark"], style="short", top=MINT, bottom=TEAL),
    dict(skin=SK[5], hair=HAIRS["dark"], style="curly", top=PEACH, bottom=INK, build="f"),
    dict(skin=SK[3], hair=HAIRS["white"], style="short", top=TEAL2, bottom=SAND2),
    dict(skin=SK[0], hair=HAIRS["blond"], style="pony", top=CORAL, bottom="#3b4a4f", build="f"),
]


def P_(i, **kw):
    d = dict(PATIENTS[i % len(PATIENTS)])
    d.update(kw)
    return d


FLOOR = 360


def ground(w=600, y=FLOOR, color=None):
    return ellipse((w / 2, y + 2), 150, 10, color or shade(MINT, 0.05), opacity="0.7")


def t_sciatica(i):
    lk = P_(0)
    F = stand(300, FLOOR, dict(t=8, ua1=-30, fa1=10, ua2=10, fa2=20), lk, 1.75, face=1)
    j = F.j
    F = stand(300, FLOOR, dict(t=8, ua2=10, fa2=20), lk, 1.75, face=1, hand1=add(j["lowback"], (-6, 0)), bend=(-1, 1, -1, -1))
    j = F.j
    path_pts = [j["lowback"], add(j["hip"], (-14, 20)), add(j["knee2"], (-12, 0)), add(j["ankle2"], (-10, -10))]
    return (ground() + F.svg + hot(j["lowback"], 14) +
            path(smooth_open(path_pts), stroke=CORAL, stroke_width=4, stroke_dasharray="2 9", stroke_linecap="round"),
            "A person standing with a hand pressed to the lower back, where a coral glow marks the pain, with a dotted line tracing sciatic pain down the back of the leg.")


def t_tmj(i):
    s, J = head_profile((290, 170), 70, SK[3], HAIRS["black"], "bun", 1, jaw_hl=True, shirt=TEAL2)
    return (s + arrow_arc(J["jaw"], 100, 5, 75, TEAL2, 4, 12),
            "A head-and-shoulders profile with the hinge of the jaw, just in front of the ear, glowing coral to show jaw joint pain.")


def t_shoulder(i):
    lk = P_(2)
    F = stand(300, FLOOR, None, lk, 1.75, view="front")
    F = stand(300, FLOOR, None, lk, 1.75, view="front", hand1=add(F.j["shoulder2"], (-6, 8)), bend=(-1, 1, -1, -1))
    return (ground() + F.svg + hot(F.j["shoulder2"], 14) + arrow_arc(F.j["shoulder2"], 44, -80, 10, TEAL2, 4, 12),
            "A person standing front-on and holding a sore shoulder, which glows coral.")


def t_hip_knee(i):
    lk = P_(3)
    F = stand(290, FLOOR, dict(t=4, th1=22, sh1=6, th2=-18, sh2=-30, ua1=-22, fa1=-8, ua2=20, fa2=34), lk, 1.75, face=1)
    return (ground() + F.svg + hot(F.j["hip"], 12) + hot(F.j["knee1"], 12),
            "A person walking, with the hip and the knee glowing coral to show where it hurts.")


def t_headache(i):
    s, J = head_profile((300, 175), 70, SK[1], HAIRS["brown"], "short", -1, temple_hl=True, shirt=CORAL)
    return (s + waves(J["temple"], 34, 3, 160, 250, CORAL, 3, 12) + sparkle((150, 90), 10, PEACH) + sparkle((460, 80), 8, TEAL3),
            "A head-and-shoulders profile with a coral glow at the temple and soft rings radiating out, showing a headache.")


def t_dizzy(i):
    s, J = head_profile((300, 185), 66, SK[4], HAIRS["black"], "crop", 1, shirt=TEAL)
    ear = J["ear"]
    return (s + arrow_arc(J["top"], 110, 200, 330, TEAL2, 5, 14, "3 10") + arrow_arc(J["top"], 130, 20, 150, CORAL, 5, 14) +
            hot(ear, 10, strong=False) + circle(ear, 5, CORAL),
            "A head in profile with curved arrows circling above it, and the inner ear softly glowing, showing dizziness and spinning.")


def t_neck(i):
    s, J = head_profile((280, 150), 64, SK[0], HAIRS["blond"], "pony", 1, neck_hl=True, shirt=TEAL2)
    return (s + arrow_arc(J["neck"], 56, 120, 220, TEAL2, 4, 12),
            "A head-and-shoulders profile with the back of the neck glowing coral to show neck pain.")


def t_arthritis(i):
    return (hand_open((300, 190), 1.45, SK[1], -8, knuckles=True, sleeve=TEAL3) + sparkle((470, 110), 10, TEAL3),
            "An open hand with small coral glows over the finger joints, showing arthritis in the knuckles.")


def t_plantar(i):
    s, J = foot_side(170, 330, 1.5, SK[2], 1)
    return (rect(60, 330, 480, 14, SAND2, rx=7) + s + hot(J["heel"], 16) + hot(J["arch"], 10, strong=False) +
            rect(150, 70, 80, 60, TEAL2, rx=14) + rect(150, 58, 80, 18, shade(TEAL2, 0.2), rx=8),
            "A bare foot seen from the inside, with the heel and arch glowing coral to show plantar fasciitis pain.")


def t_carpal(i):
    return (hand_open((300, 170), 1.35, SK[3], 0, wrist_hl=True, sleeve=CORAL) +
            line([(300, 234), (300, 160), (286, 130)], CORAL, 3, stroke_dasharray="2 8"),
            "An open hand with the inside of the wrist glowing coral and a dotted line running into the fingers, showing carpal tunnel symptoms.")


def racket(handle, angle, s=1.0):
    d = rot((0, -1), angle)
    head = add(handle, d, 70 * s)
    return (line([handle, add(handle, d, 34 * s)], INK, 7 * s) +
            ellipse(head, 22 * s, 30 * s, "none", angle=angle, stroke=TEAL, stroke_width=6 * s) +
            ellipse(head, 18 * s, 26 * s, MIST, angle=angle, opacity="0.7"))


def t_elbow(i):
    lk = P_(4, sleeve="short")
    F = stand(260, FLOOR, dict(t=6, ua1=40, fa1=100, ua2=-20, fa2=-10), lk, 1.75, face=1)
    return (ground() + F.svg + racket(F.j["hand1"], 38, 1.4) + hot(F.j["elbow1"], 12),
            "A person holding a tennis racket with a bent arm, the outer elbow glowing coral to show tennis elbow.")


def t_rotator(i):
    lk = P_(5)
    F = stand(300, FLOOR, dict(ua2=85, fa2=80, ua1=10, fa1=6), lk, 1.75, view="front")
    return (ground() + F.svg + hot(F.j["shoulder2"], 14) + arrow_arc(F.j["shoulder2"], 90, 20, -40, TEAL2, 4, 12),
            "A person raising one arm out to the side, the top of the shoulder glowing coral where the rotator cuff is.")


def t_frozen(i):
    lk = P_(6)
    F = stand(280, FLOOR, dict(ua1=120, fa1=110, ua2=-10, fa2=-6), lk, 1.75, face=1)
    c = F.j["shoulder1"]
    return (ground() + F.svg + hot(c, 14) + arrow_arc(c, 80, -10, -120, TEAL2, 4, 12, "4 9"),
            "A person lifting one arm forward as far as it comfortably goes, with the stiff shoulder glowing coral and a dotted arc showing the movement still to regain.")


def t_knee_repl(i):
    lk = P_(7, legs="shorts")
    out = [chair(300, FLOOR, 1.6, face=1, color=TEAL, seat=SAND2)]
    F = fig(260, FLOOR - 78, dict(t=-4, ua1=10, fa1=30, ua2=14, fa2=40, th1=88, sh1=84, ft1=170, th2=90, sh2=0, ft2=90), lk, 1.6, face=1)
    out.append(F.svg)
    k = F.j["knee1"]
    out.append(line([add(k, (-8, -6)), add(k, (10, -6))], shade(CORAL, 0.1), 2.5))
    out.append(hot(k, 12, strong=False))
    out.append(arrow_arc(k, 110, 80, 20, TEAL2, 4, 12))
    return ground() + "".join(out), "A person seated on a chair straightening one knee, with the knee glowing softly coral during rehabilitation after knee replacement."


def t_hip_repl(i):
    lk = P_(0, hair=HAIRS["white"])
    out = [walker(400, FLOOR, 1.6)]
    F = stand(300, FLOOR, dict(t=10, th1=14, sh1=4, th2=-10, sh2=-16), lk, 1.6, face=1,
              hand1=(400 - 14 * 1.6, FLOOR - 66 * 1.6), hand2=(400 - 18 * 1.6, FLOOR - 64 * 1.6))
    out.append(F.svg)
    out.append(hot(F.j["hip"], 13))
    return ground() + "".join(out), "A person walking with a walker, the hip glowing coral, on the road to recovery after hip replacement."


def t_herniated(i):
    s, cs = spine(290, 70, 7, 42, 56, curve=14, hl=(3.5,), bulge=3)
    c = lerp(cs[3], cs[4], 0.5)
    return (s + hot(add(c, (40, 0)), 12, strong=False) +
            line([add(c, (60, 0)), add(c, (150, -40))], CORAL, 3, stroke_dasharray="2 8"),
            "A column of vertebrae with one disc glowing coral and bulging out to the side, showing a herniated disc.")


def t_stenosis(i):
    s, cs = spine(300, 60, 7, 44, 56, curve=-12, hl=(4, 5))
    out = [s]
    for k in (4, 5):
        out.append(ellipse(add(cs[k], (0, 0)), 9, 9, WHITE))
    out.append(arrow((420, 220), (350, 250), TEAL2, 4, 12))
    out.append(arrow((180, 220), (250, 250), TEAL2, 4, 12))
    return "".join(out), "A column of vertebrae with the lowest levels glowing coral and small arrows pressing inward, showing a narrowed spinal canal."


def t_balance(i):
    lk = P_(1)
    out = [balance_pad((300, FLOOR), 120, CORAL)]
    F = fig(300, 0, dict(ua1=80, fa1=86, ua2=84, fa2=90, th1=0, sh1=0, th2=0, sh2=0, ft2=0), lk, 1.7, view="front")
    F = fig(300, 0, dict(ua1=80, fa1=86, ua2=84, fa2=90, th1=0, sh1=0, th2=40, sh2=-20), lk, 1.7, view="front")
    dy = FLOOR - 12 - 5 * 1.7 - F.j["ankle1"][1]
    out.append(group(F.svg, 0, dy))
    return "".join(out), "A person standing on one leg on a soft balance pad with arms out to the sides, practising steadiness."


def t_sports(i):
    lk = P_(2, legs="shorts", top=CORAL)
    F = fig(290, FLOOR - 150, dict(t=16, ua1=-40, fa1=30, ua2=50, fa2=130, th1=50, sh1=-20, ft1=90, th2=-30, sh2=-90, ft2=-10), lk, 1.75, face=1)
    return (ground() + cone(120, FLOOR, 1.3) + cone(480, FLOOR, 1.3) + F.svg + hot(F.j["knee1"], 12) + hot(F.j["ankle2"], 10, strong=False),
            "A runner mid-stride between training cones, the knee and ankle glowing coral to show common sports injuries.")


def t_ankle(i):
    s, J = foot_side(200, 320, 1.5, SK[4], 1)
    return (rect(80, 320, 440, 14, SAND2, rx=7) + s + rect(170, 40, 90, 80, TEAL, rx=18) + hot(J["ankle"], 16) +
            rect(350, 170, 110, 70, MINT, rx=20) + rect(366, 186, 78, 38, WHITE, rx=12, opacity="0.7"),
            "A foot seen from the side with the ankle glowing coral from a sprain, and a cold pack waiting beside it.")


def t_post_surg(i):
    lk = P_(3)
    out = [parallel_bars(190, FLOOR, 230, 1.6)]
    F = stand(300, FLOOR, dict(t=4, th1=10, sh1=2, th2=-8, sh2=-12), lk, 1.7, view="side", face=1,
              hand1=(330, FLOOR - 128), hand2=(316, FLOOR - 128))
    out.append(F.svg)
    out.append(line([add(F.j["knee1"], (-6, -10)), add(F.j["knee1"], (-6, 12))], CORAL, 2.5))
    out.append(hot(F.j["knee1"], 10, strong=False))
    return ground() + "".join(out), "A person walking between parallel bars, taking careful steps during rehabilitation after surgery."


def box(c, w=70, h=52, color=WOOD):
    return rect(c[0] - w / 2, c[1] - h / 2, w, h, color, rx=6) + rect(c[0] - w / 2, c[1] - h / 2 + 10, w, 6, shade(color, 0.15))


def t_work(i):
    lk = P_(4, top=TEAL3)
    bc = (370, FLOOR - 60)
    F = fig(300, FLOOR - 100, dict(t=28, h=18, th1=75, sh1=-20, ft1=90, th2=60, sh2=-30, ft2=90), lk, 1.7, face=1,
            hand1=add(bc, (-10, 10)), hand2=add(bc, (-20, 14)))
    F = fig(300, FLOOR - 100, dict(t=28, h=18), lk, 1.7, face=1, hand1=add(bc, (-10, 10)), hand2=add(bc, (-20, 14)),
            ankle1=(350, FLOOR - 8), ankle2=(320, FLOOR - 8), bend=(1, 1, -1, -1))
    return (ground() + F.svg + box(bc, 80, 60) + hot(F.j["lowback"], 12, strong=False),
            "A person bending at the knees to lift a box safely, with the lower back softly highlighted.")


def t_more(i):
    lk = P_(1)
    F = stand(300, FLOOR, None, lk, 1.75, view="front")
    out = [ground(), F.svg]
    for k in ("neck", "shoulder2", "elbow1", "hip", "knee2", "ankle1"):
        out.append(hot(F.j[k], 8, strong=False))
        out.append(circle(F.j[k], 4.5, CORAL))
    return "".join(out), "A person standing front-on with several small coral dots at the neck, shoulder, elbow, hip, knee and ankle, showing the many conditions we treat."


def t_performance(i):
    lk = P_(5, legs="shorts", top=TEAL2)
    F = fig(300, FLOOR - 150, dict(t=-4, ua1=160, fa1=170, ua2=150, fa2=175, th1=60, sh1=150, ft1=200, th2=-10, sh2=-20, ft2=40), lk, 1.7, face=1)
    return (ground() + F.svg + sparkle((170, 120), 14, CORAL) + sparkle((450, 90), 10, TEAL2) + sparkle((470, 200), 7, CORAL),
            "An athlete leaping with both arms raised, full of energy, showing strength and performance training.")


def t_pelvic(i):
    lk = P_(3)
    out = [ball((300, FLOOR - 46), 48, TEAL3)]
    F = fig(300, FLOOR - 100, dict(ua1=30, fa1=10, ua2=30, fa2=10), lk, 1.6, view="front",
            ankle1=(220, FLOOR - 8), ankle2=(380, FLOOR - 8), bend=(1, 1, 1, -1))
    out.append(F.svg)
    out.append(hot(add(F.j["hip"], (0, 4)), 12, strong=False))
    return ground() + "".join(out), "A person sitting upright on an exercise ball with a soft coral glow at the pelvis, practising gentle pelvic floor exercises."


def t_manual(i):
    out = []
    ty = FLOOR - 76
    ps, pj = massage_patient(250, ty, 1.6, P_(6, sleeve="short"), covered=True)
    th = stand(300, FLOOR, dict(t=18, h=10), THER_A, 1.5, face=1,
               hand1=add(pj["lowback"], (14, -16)), hand2=add(pj["midback"], (6, -18)))
    out += [th.svg, treatment_table(90, ty, 420, color=TEAL2), ps, forearm_over(th, THER_A, 1.5)]
    out.append(hot(add(pj["lowback"], (8, -10)), 10, strong=False))
    out.append(pillow((470, ty - 7), 56, 14))
    return "".join(out), "A physical therapist using hands-on techniques on the back of a patient lying face down on a treatment table."


def t_exercise(i):
    lk = P_(7, legs="capri")
    F = stand(300, FLOOR, dict(t=2), lk, 1.7, view="front")
    hs = (F.j["hand1"], F.j["hand2"])
    band = resistance_band([add(F.j["foot1"], (0, -2)), add(hs[0], (-6, 30)), hs[0]]) + resistance_band([add(F.j["foot2"], (0, -2)), add(hs[1], (6, 30)), hs[1]])
    F2 = stand(300, FLOOR, dict(ua1=70, fa1=150, ua2=70, fa2=150), lk, 1.7, view="front")
    band = resistance_band([add(F2.j["foot1"], (0, -4)), F2.j["hand1"]], CORAL) + resistance_band([add(F2.j["foot2"], (0, -4)), F2.j["hand2"]], CORAL)
    return (ground() + mat(170, FLOOR + 4, 260, MINT) + F2.svg + band,
            "A person standing on a mat and pulling a resistance band upward, doing strengthening exercise.")


def prone_card(n_needles=0, tens=False, bgc=None):
    out = [treatment_table(110, FLOOR - 70, 380, color=TEAL3, legs=WOOD)]
    ps, pj = massage_patient(250, FLOOR - 70, 1.45, P_(1, top=SK[3], sleeve="none"), covered=True)
    out.append(ps)
    return out, pj


def back_closeup(cx=300, skin=SK[2], hair=HAIRS["dark"], style="short", towel=WHITE):
    """Upper back seen from behind, filling a 600 x 400 card. Returns (svg, joints)."""
    dk = shade(skin, 0.12)
    out = []
    # arms, a shade deeper, behind the torso
    for sx in (-1, 1):
        out.append(line([(cx + sx * 118, 205), (cx + sx * 150, 330), (cx + sx * 158, 420)], dk, 62))
    out.append(path(smooth_closed([(cx - 150, 430), (cx - 148, 250), (cx - 128, 178), (cx - 60, 150), (cx, 146),
                                   (cx + 60, 150), (cx + 128, 178), (cx + 148, 250), (cx + 150, 430)]), skin))
    # neck and head from behind
    out.append(rect(cx - 26, 96, 52, 70, dk, rx=20))
    out.append(ellipse((cx - 45, 84), 7, 11, dk) + ellipse((cx + 45, 84), 7, 11, dk))
    out.append(circle((cx, 78), 46, skin))
    if style == "bun":
        out.append(circle((cx, 34), 20, hair))
    out.append(path("M%s %sA47 47 0 1 1 %s %sQ%s %s %s %sZ" % (fmt(cx - 40), 104, fmt(cx + 40), 104, fmt(cx), 116, fmt(cx - 40), 104), hair))
    # spine and shoulder blades, drawn softly
    out.append(line([(cx, 170), (cx, 350)], dk, 4, stroke_dasharray="10 8", opacity="0.8"))
    for sx in (-1, 1):
        out.append(path("M%s 212Q%s 262 %s 316" % (fmt(cx + sx * 38), fmt(cx + sx * 30), fmt(cx + sx * 70)), stroke=dk, stroke_width=4, stroke_linecap="round"))
        out.append(path("M%s 182Q%s 168 %s 186" % (fmt(cx + sx * 40), fmt(cx + sx * 80), fmt(cx + sx * 116)), stroke=dk, stroke_width=3.5, stroke_linecap="round", opacity="0.7"))
    # a folded towel across the lower back
    out.append(rect(cx - 170, 352, 340, 60, towel, rx=16))
    out.append(rect(cx - 170, 372, 340, 8, MINT, opacity="0.8"))
    J = {"trap1": (cx - 70, 166), "trap2": (cx + 70, 166), "blade1": (cx - 62, 250), "blade2": (cx + 62, 250),
         "mid": (cx, 260), "low1": (cx - 46, 322), "low2": (cx + 46, 322)}
    return "".join(out), J


def t_dry(i):
    s_, J = back_closeup(300, SK[4], HAIRS["black"], "short")
    out = [s_]
    out.append(hot(J["trap2"], 16, strong=False))
    out.append(hot(J["blade2"], 14, strong=False))
    for base, ang in ((add(J["trap2"], (-14, 4)), -12), (add(J["trap2"], (12, 8)), 10), (add(J["blade2"], (-6, -10)), -4), (add(J["blade2"], (14, 6)), 14)):
        out.append(needle(base, ang, 46))
    return "".join(out), "A close view of a patient's upper back, with a few very fine needles resting in the tight muscle of the shoulder and beside the shoulder blade during dry needling."


def t_tens(i):
    lk = P_(2, top=MINT)
    out = [stool(290, FLOOR, 1.8, TEAL)]
    F = fig(290, FLOOR - 94, dict(t=-2, ua1=16, fa1=70, ua2=10, fa2=66), lk, 1.7, face=1,
            ankle1=(340, FLOOR - 8), ankle2=(330, FLOOR - 8))
    out.append(F.svg)
    lb = F.j["lowback"]
    out.append(pad(add(lb, (0, -6)), 24, 30, 0))
    out.append(pad(add(F.j["midback"], (0, 4)), 24, 30, 0))
    u, j1, j2 = tens_unit(90, 200, 1.4)
    out.append(side_table(125, FLOOR, 1.5))
    out.append(group(u, 0, 58))
    out.append(wire(add(j1, (0, 58)), add(lb, (-10, -6)), 40, INK))
    out.append(wire(add(j2, (0, 58)), add(F.j["midback"], (-10, 4)), 20, TEAL))
    return ground() + "".join(out), "A person seated on a stool with two small electrode pads on the back, wired to a compact TENS unit on a side table."


def t_epat(i):
    s, J = foot_side(130, 330, 1.5, SK[1], 1)
    return (rect(40, 330, 520, 14, SAND2, rx=7) + s + hot(J["heel"], 14, strong=False) +
            waves(J["heel"], 30, 3, 190, 280, CORAL, 3, 12) + applicator(add(J["heel"], (-14, 6)), 155, 1.3, TEAL),
            "A shockwave therapy hand piece held against the heel of a bare foot, with pressure waves rippling into the tissue.")


def t_vestibular(i):
    lk = P_(6)
    F = stand(260, FLOOR, dict(ua1=84, fa1=90, ua2=-10, fa2=-4), lk, 1.75, face=1)
    hd = F.j["hand1"]
    card = rect(hd[0] + 2, hd[1] - 40, 14, 44, WHITE, rx=3) + circle((hd[0] + 9, hd[1] - 28), 5, CORAL)
    return (ground() + F.svg + card + arrow_arc(F.j["head"], 44, 200, 330, TEAL2, 4, 12) + arrow_arc(F.j["head"], 44, -20, -160, CORAL, 4, 12, "3 8"),
            "A person holding a small target card at arm's length while turning the head side to side, a gaze exercise used in vestibular rehabilitation.")


def t_kinesio(i):
    lk = P_(2, legs="shorts", top=TEAL2)
    F = stand(290, FLOOR, dict(t=2, th1=30, sh1=-6, th2=-6, sh2=-8, ua1=-14, fa1=-4, ua2=10, fa2=20), lk, 1.85, face=1)
    k, a, h = F.j["knee1"], F.j["ankle1"], F.j["hip"]
    out = [ground(), F.svg]
    # two strips: one along the front of the thigh into the knee, one wrapping below the kneecap
    up = lerp(k, h, 0.55)
    out.append(tape_strip([add(up, (10, 0)), add(k, (12, -4)), add(lerp(k, a, 0.28), (8, 0))], CORAL, 7))
    out.append(tape_strip([add(lerp(k, a, 0.12), (-10, 4)), add(lerp(k, a, 0.16), (10, 0))], TEAL, 7))
    out.append(hot(k, 9, strong=False))
    roll = (470, 300)
    out.append(circle(roll, 34, CORAL) + circle(roll, 18, WHITE) + circle(roll, 12, MIST))
    out.append(tape_strip([add(roll, (0, 34)), add(roll, (44, 40)), add(roll, (70, 52))], CORAL, 12))
    return "".join(out), "A person standing in shorts with strips of stretchy therapy tape applied along the thigh and around the knee, and a roll of tape nearby."


def t_iastm(i):
    skin = SK[2]
    out = []
    a, b = (90, 250), (430, 236)
    out.append(line([a, b], skin, 72))
    out.append(rect(20, 196, 100, 108, TEAL2, rx=22))
    out.append(circle((470, 232), 42, skin))
    for dy, ln in ((-26, 36), (-10, 44), (6, 42), (22, 34)):
        out.append(line([(490, 232 + dy), (490 + ln, 232 + dy * 1.2)], skin, 15))
    out.append(hot((290, 240), 14, strong=False))
    out.append(iastm_tool((190, 214), (390, 202), 30, "#8aa0a2"))
    out.append(line([(200, 150), (340, 142)], TEAL2, 4) + arrow((330, 142), (380, 139), TEAL2, 4, 14))
    out.append(line([(200, 300), (380, 290)], shade(skin, 0.2), 3, opacity="0.4"))
    return "".join(out), "A smooth stainless steel tool gliding along a forearm, the soft tissue technique known as instrument-assisted soft tissue mobilization."


TREATMENTS = [
    ("sciatica-and-back-pain-relief", t_sciatica), ("tmj-dysfunction", t_tmj), ("shoulder-pain-relief", t_shoulder),
    ("hip-and-knee-pain-relief", t_hip_knee), ("headaches-and-migraines", t_headache), ("dizziness-and-vertigo", t_dizzy),
    ("neck-pain", t_neck), ("arthritis", t_arthritis), ("plantar-fasciitis", t_plantar), ("carpal-tunnel-syndrome", t_carpal),
    ("tennis-and-golfers-elbow", t_elbow), ("rotator-cuff-injuries", t_rotator), ("frozen-shoulder", t_frozen),
    ("knee-replacement-rehab", t_knee_repl), ("hip-replacement-rehab", t_hip_repl), ("herniated-disc", t_herniated),
    ("spinal-stenosis", t_stenosis), ("balance-and-fall-prevention", t_balance), ("sports-injuries", t_sports),
    ("ankle-sprains", t_ankle), ("post-surgical-rehab", t_post_surg), ("work-injuries", t_work),
    ("view-more-conditions", t_more), ("sports-performance", t_performance), ("pelvic-floor-therapy", t_pelvic),
    ("manual-therapy", t_manual), ("therapeutic-exercise", t_exercise), ("dry-needling", t_dry),
    ("tens-and-electrical-stimulation", t_tens), ("epat-shockwave-therapy", t_epat),
    ("vestibular-rehabilitation", t_vestibular), ("kinesio-taping", t_kinesio),
    ("instrument-assisted-soft-tissue-mobilization", t_iastm),
]


def treatments():
    for i, (slug, fn) in enumerate(TREATMENTS):
        body, desc = fn(i)
        doc("treatments/%s.svg" % slug, 600, 400, desc, card_bg(i * 5 + i // 6) + body)


# ================================================================ massage services (600 x 400)
def massage_card(variant, device, patient, ther, desc, mood=False):
    """A patient face down on a massage table. device: tens, stim, epat, calf (shockwave on the calf) or none."""
    bgs = [(MIST, MINT2), (CREAM, PEACH2), (MINT2, WHITE), (CREAM, MINT2), (MIST, PEACH2), (PEACH2, CREAM), (CREAM, MIST)]
    wall, accent = bgs[variant % len(bgs)]
    out = [rect(0, 0, 600, 400, wall), rect(0, FLOOR, 600, 40, SAND)]
    out.append(blob(480 if variant % 2 else 120, 110, 130, 80, phase=variant * 0.9, fill=accent))
    if mood:
        out.append(shelf(400, 150, 150))
        out.append(candle(425, 150, 22) + candle(452, 150, 15) + stones(505, 150, 0.55))
        out.append(lamp(560, FLOOR, 0.95))
    else:
        out.append(plant(560, FLOOR, 0.9, pot=[CORAL, TEAL3, WOOD][variant % 3]))
    tx = 100
    ty = FLOOR - 74
    patient = dict(patient)
    patient.setdefault("sleeve", "none")
    th = None
    ps, pj = massage_patient(262, ty, 1.65, patient, covered=device != "calf")
    if device == "calf":
        hx = pj["hip"][0]
        ps += rect(hx - 70, ty - 45, 112, 45, WHITE, rx=16) + rect(hx - 70, ty - 15, 112, 9, MINT, rx=4, opacity="0.7")
    calf = add(lerp(pj["knee1"], pj["ankle1"], 0.45), (0, -12))
    app_s, app_a = 0.9, 72
    if device in ("tens", "stim"):
        hands = (add(pj["midback"], (34, -12)), add(pj["midback"], (54, -14)))
        tx_th = 318
    elif device == "none":
        hands = (add(pj["neck"], (-30, -12)), add(pj["neck"], (-8, -14)))
        tx_th = 350
    elif device == "calf":
        d = rot((1, 0), app_a)
        hands = (add(calf, d, -78 * app_s), add(pj["knee1"], (26, -14)))
        tx_th = calf[0] + 20
    else:
        hands = (add(pj["midback"], (10, -14)), add(pj["midback"], (30, -16)))
        tx_th = 348
    if ther is not None:
        th = stand(tx_th, FLOOR, dict(t=18, h=10), ther, 1.5, face=1, hand1=hands[0], hand2=hands[1])
        out.append(th.svg)
    out.append(treatment_table(tx, ty, 400, color=[TEAL2, TEAL3, TEAL][variant % 3], legs=WOOD))
    out.append(ps)
    extra = []
    if device in ("tens", "stim"):
        lb = pj["lowback"]
        mb = pj["midback"]
        extra.append(pad(add(lb, (-4, -14)), 22, 16, 0) + pad(add(mb, (-8, -14)), 22, 16, 0))
        u, j1, j2 = tens_unit(30, 250, 1.1, TEAL if device != "stim" else CORAL)
        extra.append(side_table(68, FLOOR, 1.2))
        extra.append(group(u, 0, 31))
        extra.append(wire(add(j1, (0, 31)), add(lb, (-14, -14)), 30, INK))
        extra.append(wire(add(j2, (0, 31)), add(mb, (-18, -14)), 18, TEAL))
    if device == "epat":
        extra.append(waves(add(pj["lowback"], (-22, -14)), 12, 3, 200, 340, CORAL, 2.5, 9))
        extra.append(applicator(add(pj["lowback"], (-22, -14)), 70, 0.9, TEAL))
        extra.append(rect(20, 210, 70, 80, SAND2, rx=10) + rect(30, 222, 50, 30, MINT, rx=5) + circle((55, 270), 7, CORAL))
        extra.append(rect(24, 290, 6, 70, shade(SAND2, 0.2)) + rect(80, 290, 6, 70, shade(SAND2, 0.2)))
    if device == "calf":
        extra.append(hot(calf, 10, strong=False))
        extra.append(waves(calf, 12, 3, 200, 340, CORAL, 2.5, 9))
        extra.append(applicator(calf, app_a, app_s, TEAL))
        extra.append(foam_roller((80, 384), 96, 14, CORAL) + bottle(160, 396, 0.8, TEAL2, 40))
    if device == "none":
        extra.append(hot(add(pj["neck"], (-14, -10)), 10, strong=False))
        extra.append(side_table(52, FLOOR, 1.1) + candle(40, FLOOR - 62, 20) + stones(68, FLOOR - 62, 0.55))
    out += extra
    if th is not None and device != "calf":
        out.append(forearm_over(th, ther, 1.5))
    out.append(towel_roll((478, ty - 12), 12))
    return "".join(out), desc


def stim_closeup(desc):
    out = [rect(0, 0, 600, 400, PEACH2), blob(110, 90, 140, 90, phase=2.4, fill=CREAM), dots(40, 300, 4, 4, 16, WHITE, 3)]
    s_, J = back_closeup(270, SK[4], HAIRS["dark"], "short", towel=WHITE)
    out.append(s_)
    spots = [J["trap1"], J["trap2"], J["low1"], J["low2"]]
    u, j1, j2 = tens_unit(440, 34, 1.6, CORAL)
    for k, c in enumerate(spots):
        c = add(c, (0, 10 if k < 2 else -6))
        out.append(wire(j1 if k % 2 == 0 else j2, c, 24 + k * 12, INK if k % 2 == 0 else TEAL))
        out.append(pad(c, 32, 24, -8 if k % 2 == 0 else 8))
        out.append(waves(c, 22, 2, 200, 250, CORAL, 2.5, 8))
    out.append(u)
    return "".join(out), desc


def tens_still_life(desc):
    out = [rect(0, 0, 600, 400, CREAM), blob(440, 120, 170, 110, phase=0.4, fill=MINT2), rect(0, 292, 600, 108, SAND2)]
    out.append(rect(0, 292, 600, 10, shade(SAND2, 0.08)))
    out.append(plant(540, 300, 1.1, pot=TEAL3, tall=True))
    # folded towels with the pads resting on top
    out.append(rect(330, 262, 180, 34, WHITE, rx=12) + rect(330, 278, 180, 6, MINT))
    out.append(rect(342, 234, 156, 30, WHITE, rx=12) + rect(342, 248, 156, 5, PEACH))
    u, j1, j2 = tens_unit(110, 150, 2.3, TEAL)
    p1, p2 = (390, 224), (452, 220)
    out.append(wire(j1, p1, 60, INK))
    out.append(wire(j2, p2, 40, TEAL))
    out.append(u)
    out.append(pad(p1, 44, 30, -6) + pad(p2, 44, 30, 5))
    out.append(towel_roll((120, 330), 22) + towel_roll((168, 334), 18, stripe=PEACH))
    # the "add-on" badge: a coral disc with a plus
    out.append(circle((470, 92), 34, CORAL) + rect(456, 86, 28, 12, WHITE, rx=4) + rect(464, 78, 12, 28, WHITE, rx=4))
    out.append(sparkle((400, 60), 9, TEAL2) + sparkle((528, 150), 7, CORAL))
    return "".join(out), desc


SERVICE_DEFS = {
    "tens-with-therapeutic-massage": (0, "tens", P_(0), THER_A, False,
        "A patient relaxing face down on a massage table with two small TENS pads on the back, connected to a compact unit, while a therapist massages the shoulders."),
    "stim-recovery-massage": (1, "closeup", None, None, False,
        "A close view of a relaxed back with four electrical stimulation pads on the shoulders and lower back, wired to a small stimulation unit, a towel folded across the waist."),
    "epat-with-therapeutic-massage": (2, "epat", P_(1), THER_B, False,
        "A shockwave therapy hand piece held to the lower back of a patient on a massage table, the device console beside the table."),
    "back-and-neck-relief-massage": (3, "none", P_(6), THER_A, False,
        "A massage therapist working on the neck and upper back of a patient lying face down, with warm stones and a candle on a small table nearby."),
    "sports-recovery-massage-with-epat": (4, "calf", P_(4, legs="shorts"), THER_C, False,
        "An athlete resting face down on a massage table while a therapist treats the calf with a shockwave hand piece, a foam roller and water bottle on the floor."),
    "stress-relief-massage-with-tens": (5, "tens", P_(3), THER_B, True,
        "A calm, softly lit massage room: a patient rests face down under a sheet with TENS pads on the back while a therapist massages the shoulders, candles glowing on a shelf."),
    "tens-add-on": (6, "still", None, None, False,
        "A compact TENS unit on a counter, its wires leading to two electrode pads resting on folded towels, with a small coral plus badge for an add-on."),
}


def read_service_slugs():
    slugs = []
    try:
        with open(os.path.join(CONTENT, "services.yaml"), encoding="utf-8") as fh:
            for ln in fh:
                ln = ln.strip()
                if ln.startswith("slug:"):
                    slugs.append(ln.split(":", 1)[1].strip().strip("\"'"))
    except OSError:
        pass
    return slugs


def services():
    slugs = list(SERVICE_DEFS)
    for s in read_service_slugs():
        if s not in slugs:
            slugs.append(s)
    for k, slug in enumerate(slugs):
        v, dev, pat, ther, mood, desc = SERVICE_DEFS.get(slug, (k, "tens", P_(k), THER_A, False,
                                                                "A patient resting face down on a massage table with a small therapy device beside the table."))
        if dev == "closeup":
            body, d = stim_closeup(desc)
        elif dev == "still":
            body, d = tens_still_life(desc)
        else:
            body, d = massage_card(v, dev, pat, ther, desc, mood)
        doc("services/%s.svg" % slug, 600, 400, d, body)


# ================================================================ blog art (800 x 450)
BF = 400  # floor line of blog scenes


def blog_room(wall=CREAM, fl=SAND, accent=MINT2, k=0):
    out = [wall_floor(800, 450, BF, wall, fl)]
    out.append(blob(150 + (k % 3) * 250, 130, 200, 110, phase=k * 0.7, fill=accent))
    return "".join(out)


def b_desk():
    out = [blog_room(MIST, SAND, MINT2, 0), window(520, 70, 170, 150), plant(740, BF, 1.1, tall=True)]
    out.append(desk(300, BF, 260, BF - 118))
    out.append(monitor(470, BF - 118, 1.1))
    out.append(chair(250, BF, 1.5, face=1))
    F = fig(230, BF - 88, dict(t=14, h=6), P_(1), 1.5, face=1, hand1=(400, BF - 126), hand2=(390, BF - 124),
            ankle1=(330, BF - 8), ankle2=(318, BF - 8), bend=(1, 1, -1, -1))
    out.append(F.svg)
    out.append(hot(F.j["lowback"], 13))
    return "".join(out), "A person sitting at a desk in front of a computer screen, the lower back glowing coral from long hours of sitting."


def b_running():
    out = [rect(0, 0, 800, 450, MIST), sun((640, 110), 46), cloud(120, 90, 1.2), cloud(420, 70, 0.9)]
    out.append(path("M0 330Q200 280 420 320T800 300V450H0Z", MINT))
    out.append(path("M0 380Q300 340 800 370V450H0Z", SAND))
    for x, s in ((90, 1.0), (700, 1.2), (600, 0.8)):
        out.append(tree(x, 335 if x != 600 else 322, s))
    F = fig(400, 260, dict(t=14, ua1=-50, fa1=40, ua2=60, fa2=130, th1=55, sh1=-10, ft1=100, th2=-30, sh2=-95, ft2=-10),
            P_(5, legs="shorts", top=CORAL), 1.5, face=1)
    out.append(F.svg)
    out.append(hot(F.j["knee1"], 10, strong=False))
    return "".join(out), "A runner jogging along a park path between trees on a sunny morning, easing back into running after an injury."


def b_vertigo():
    out = [rect(0, 0, 800, 450, CREAM), circle((400, 225), 200, MINT2)]
    s, J = head_profile((330, 200), 78, SK[2], HAIRS["dark"], "short", 1, shirt=TEAL2)
    out.append(s)
    ear = J["ear"]
    out.append(arrow_arc((330, 200), 150, 200, 330, TEAL2, 5, 14) + arrow_arc((330, 200), 150, 20, 150, CORAL, 5, 14, "3 10"))
    # the inner ear, enlarged in a bubble
    c = (600, 140)
    out.append(line([ear, c], WHITE, 4, stroke_dasharray="2 8"))
    out.append(circle(c, 74, WHITE))
    out.append(ring(c, 74, TEAL3, 4))
    out.append(path("M%s %sa22 22 0 1 1 30 26a14 14 0 1 1 -18 -16" % (fmt(c[0] - 30), fmt(c[1] + 4)), stroke=TEAL2, stroke_width=9, stroke_linecap="round"))
    out.append(ellipse((c[0] + 2, c[1] - 26), 24, 14, "none", stroke=TEAL2, stroke_width=7) + ellipse((c[0] + 28, c[1] - 6), 12, 24, "none", stroke=TEAL2, stroke_width=7))
    for k in range(3):
        out.append(circle((c[0] - 8 + k * 8, c[1] + 30 - k * 3), 3.5, CORAL))
    return "".join(out), "A head in profile with circling arrows, and an enlarged view of the inner ear's balance canals with tiny crystals, illustrating BPPV vertigo."


def b_pelvic_preg():
    out = [blog_room(PEACH2, SAND, MIST, 1), window(80, 60, 150, 150), plant(60, BF, 1.0)]
    out.append(mat(280, BF + 2, 330, MINT, 12))
    F = fig(400, BF - 22, dict(t=-2, ua1=40, fa1=70, ua2=40, fa2=70), P_(1, legs="pants", top=CORAL), 1.5, view="front",
            ankle1=(350, BF - 14), ankle2=(450, BF - 14), bend=(1, 1, 1, -1))
    out.append(F.svg)
    out.append(hot(add(F.j["hip"], (0, 2)), 12, strong=False))
    # a baby in a soft basket beside the mat
    bx, by = 630, BF - 10
    out.append(ellipse((bx, by - 24), 72, 30, WOOD) + ellipse((bx, by - 40), 62, 18, WHITE))
    out.append(circle((bx - 30, by - 50), 16, SK[3]) + path(smooth_closed([(bx - 16, by - 62), (bx + 40, by - 62), (bx + 48, by - 42), (bx - 16, by - 38)]), MINT))
    out.append(sparkle((560, 120), 10, CORAL))
    return "".join(out), "A new parent sitting on an exercise mat doing gentle breathing and pelvic floor exercises, with a baby resting in a basket nearby."


def b_massage():
    body, _ = scene_massage()
    out = [rect(0, 0, 800, 450, MIST), blob(120, 110, 180, 110, phase=0.4, fill=PEACH2), rect(0, 410, 800, 40, SAND)]
    out.append(group(body, 420, 430, 1.2))
    return "".join(out), "A relaxing massage room where a patient lies face down on a padded table, continuing recovery with massage after finishing physical therapy."


def b_first_visit():
    out = [blog_room(CREAM, SAND, MINT2, 2), window(560, 60, 160, 150), frame_art(80, 70, 110, 80, motif="hills")]
    out.append(plant(760, BF, 1.1, tall=True))
    out.append(treatment_table(300, BF - 76, 260, color=TEAL2))
    out.append(chair(280, BF, 1.5, face=1))
    pat = fig(235, BF - 88, dict(t=-2, ua1=10, fa1=60, ua2=14, fa2=64), P_(3), 1.5, face=1,
              ankle1=(300, BF - 8), ankle2=(290, BF - 8))
    out.append(pat.svg)
    th = stand(450, BF, dict(t=2, ua1=40, fa1=120, ua2=30, fa2=110), THER_B, 1.5, face=-1)
    out.append(th.svg)
    out.append(clipboard(add(th.j["hand1"], (-8, -12)), 1.2, -12))
    return "".join(out), "A friendly physical therapist holding a clipboard, talking with a new patient seated in a chair at the start of a first appointment."


def b_knee_timeline():
    out = [rect(0, 0, 800, 450, MIST), path("M0 360Q400 330 800 360V450H0Z", MINT2), rect(0, 390, 800, 60, SAND)]
    out.append(line([(110, 80), (690, 80)], TEAL3, 6))
    for k, x in enumerate((150, 400, 650)):
        out.append(circle((x, 80), 16, [CORAL, TEAL2, TEAL][k]) + circle((x, 80), 7, WHITE))
    # week 1: walker
    out.append(walker(210, 390, 1.2))
    F1 = stand(140, 390, dict(t=10, th1=12, sh1=4, th2=-8, sh2=-12), P_(6), 1.25, face=1,
               hand1=(210 - 14 * 1.2, 390 - 66 * 1.2), hand2=(210 - 18 * 1.2, 390 - 64 * 1.2))
    out.append(F1.svg + hot(F1.j["knee1"], 9, strong=False))
    # weeks later: cane
    F2 = stand(390, 390, dict(t=4, th1=16, sh1=2, th2=-12, sh2=-16, ua2=-10, fa2=-4), P_(6), 1.25, face=1, hand1=(430, 290))
    out.append(cane((430, 288), (440, 388)))
    out.append(F2.svg)
    # months later: walking freely
    F3 = stand(640, 390, dict(t=4, th1=24, sh1=6, th2=-20, sh2=-34, ua1=-26, fa1=-10, ua2=24, fa2=40), P_(6), 1.25, face=1)
    out.append(F3.svg)
    out.append(sparkle((720, 200), 10, CORAL))
    return "".join(out), "Three stages of recovery after knee replacement along a timeline: walking with a walker, then with a cane, then walking freely."


def b_headache_posture():
    out = [blog_room(MIST, SAND, PEACH2, 3), window(80, 60, 150, 140)]
    out.append(desk(330, BF, 300, BF - 118))
    out.append(laptop(520, BF - 118, 1.5, -1))
    out.append(chair(300, BF, 1.5, face=1))
    F = fig(280, BF - 88, dict(t=22, h=48), P_(7), 1.5, face=1, hand1=(470, BF - 124), hand2=(460, BF - 122),
            ankle1=(380, BF - 8), ankle2=(368, BF - 8))
    out.append(F.svg)
    out.append(hot(F.j["neck"], 10, strong=False) + hot(add(F.j["head"], (6, -10)), 10))
    out.append(plant(740, BF, 1.1))
    return "".join(out), "A person hunched toward a laptop with the head pushed forward, the neck and head glowing coral to show how posture can lead to headaches."


def b_overhead():
    out = [blog_room(CREAM, SAND, MINT2, 4)]
    for k, y in enumerate((120, 200)):
        out.append(shelf(380, y, 260))
    out.append(rect(400, 80, 40, 40, CORAL, rx=6) + rect(450, 90, 50, 30, TEAL3, rx=6) + bottle(560, 200, 1.0) + rect(600, 160, 30, 40, PEACH, rx=6))
    out.append(cabinet(380, BF, 260, 120))
    F = stand(330, BF, dict(ua1=160, fa1=168, ua2=-10, fa2=-6), P_(4), 1.6, face=1, hand1=(410, 100))
    out.append(F.svg)
    out.append(hot(F.j["shoulder1"], 12))
    out.append(plant(90, BF, 1.2, tall=True))
    return "".join(out), "A person stretching up to reach a high kitchen shelf, the shoulder glowing coral to show pain with overhead reaching."


def b_arthritis():
    out = [rect(0, 0, 800, 450, MIST), sun((120, 90), 40), path("M0 320Q260 270 520 310T800 290V450H0Z", MINT), rect(0, 380, 800, 70, SAND)]
    for x, s in ((610, 1.1), (720, 0.9), (60, 0.9)):
        out.append(tree(x, 320, s))
    F1 = stand(330, 390, dict(t=4, th1=20, sh1=6, th2=-16, sh2=-28, ua1=-24, fa1=-10, ua2=20), P_(6, hair=HAIRS["white"]), 1.45, face=1)
    F2 = stand(420, 392, dict(t=4, th1=-14, sh1=-24, th2=18, sh2=4, ua2=-20, fa2=-8), P_(3, hair=HAIRS["grey"]), 1.4, face=1,
               hand1=add(F1.j["hand2"], (10, 0)))
    out.append(F2.svg + F1.svg)
    out.append(hot(F2.j["knee2"], 8, strong=False))
    return "".join(out), "An older couple walking hand in hand through a leafy park, staying active while living with arthritis."


def b_falls():
    out = [blog_room(CREAM, WOOD, MINT2, 5), window(540, 60, 160, 150)]
    out.append(rug((440, BF + 20), 160, 16, MINT))
    out.append(line([(90, 200), (200, 200)], STEEL, 8) + circle((90, 200), 7, SAND2) + circle((200, 200), 7, SAND2))
    out.append(rect(720, 300, 24, 30, WHITE, rx=6) + circle((732, 315), 8, PEACH))
    F = stand(360, BF, dict(t=4, th1=16, sh1=4, th2=-12, sh2=-18), P_(0, hair=HAIRS["white"]), 1.6, face=1, hand1=(410, 300))
    out.append(cane((410, 298), (420, BF - 2)))
    out.append(F.svg)
    out.append(plant(80, BF, 1.1, tall=True))
    return "".join(out), "An older person walking safely with a cane across a tidy, well-lit room with a grab bar, a flat rug and a night light."


def b_plantar():
    out = [blog_room(MIST, WOOD, PEACH2, 6), window(520, 50, 180, 150, sky=PEACH2), sun((610, 150), 30, CORAL)]
    # bed
    out.append(rect(40, 190, 30, 210, WOOD, rx=10) + rect(60, 290, 360, 52, WHITE, rx=14) + rect(60, 336, 360, 22, SAND2, rx=8) +
               rect(72, 356, 14, 44, shade(WOOD, 0.2)) + rect(396, 356, 14, 44, shade(WOOD, 0.2)) + pillow((126, 280), 96, 30) +
               path("M170 290H420V342H170Z", MINT))
    F = fig(382, 278, dict(t=-2, ua1=20, fa1=40, ua2=16, fa2=30), P_(5), 1.5, face=1, ankle1=(444, BF - 8), ankle2=(430, BF - 8))
    out.append(F.svg)
    out.append(hot(F.j["heel1"], 11))
    out.append(rug((470, BF + 18), 110, 12, PEACH))
    return "".join(out), "A person sitting on the edge of the bed at sunrise, about to take a first careful step as the heel glows coral with morning plantar fasciitis pain."


def phone(c, angle=0, s=1.0):
    return ('<g transform="translate(%s %s) rotate(%s)">' % (fmt(c[0]), fmt(c[1]), fmt(angle)) +
            rect(-8 * s, -14 * s, 16 * s, 28 * s, INK, rx=3 * s) + rect(-6 * s, -11 * s, 12 * s, 21 * s, MINT, rx=2 * s) + "</g>")


def b_tech_neck():
    out = [blog_room(MINT2, SAND, CREAM, 7), window(90, 60, 150, 150)]
    out.append(chair(420, BF, 1.6, face=1, color=CORAL))
    F = fig(390, BF - 94, dict(t=12, h=50), P_(2), 1.6, face=1, hand1=(460, BF - 130), hand2=(454, BF - 126),
            ankle1=(470, BF - 8), ankle2=(460, BF - 8))
    out.append(F.svg)
    out.append(phone((466, BF - 140), -30, 1.3))
    out.append(hot(F.j["neck"], 13))
    out.append(plant(700, BF, 1.2, tall=True))
    return "".join(out), "A person sitting with the head bent low over a phone, the back of the neck glowing coral from the strain of looking down at screens."


BLOGS = [
    ("back-pain-at-your-desk", b_desk), ("returning-to-running-after-injury", b_running),
    ("understanding-vertigo-bppv", b_vertigo), ("pelvic-floor-after-pregnancy", b_pelvic_preg),
    ("massage-after-physical-therapy", b_massage), ("your-first-physical-therapy-visit", b_first_visit),
    ("knee-replacement-recovery-timeline", b_knee_timeline), ("headaches-and-posture", b_headache_posture),
    ("shoulder-pain-overhead-reaching", b_overhead), ("staying-active-with-arthritis", b_arthritis),
    ("preventing-falls-at-home", b_falls), ("plantar-fasciitis-morning-pain", b_plantar),
    ("tech-neck-and-screens", b_tech_neck),
]


def blogs():
    for slug, fn in BLOGS:
        body, desc = fn()
        doc("blogs/%s.svg" % slug, 800, 450, desc, body)


# ================================================================ body map figure (300 x 600)
HOTSPOTS = [
    ("head", "Head and Neck", 150, 72),
    ("shoulder", "Shoulder", 198, 146),
    ("elbow", "Elbow, Wrist and Hand", 224, 262),
    ("back", "Back", 150, 212),
    ("hip", "Hip", 113, 318),
    ("pelvic", "Pelvic Pain", 150, 338),
    ("knee", "Knee, Balance and Walking", 177, 452),
    ("foot", "Foot and Ankle", 117, 566),
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
    data = {"viewBox": "0 0 300 600", "hotspots": [{"region": r, "label": l, "x": x, "y": y} for r, l, x, y in HOTSPOTS]}
    p = os.path.join(CONTENT, "site", "body-hotspots.json")
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(data, indent=2) + "\n")


# ================================================================ team portraits (400 x 400)
def team():
    people = [
        ("maya-patel", dict(skin=SK[3], hair=HAIRS["black"], style="long", top=TEAL), MINT2, PEACH2,
         "Portrait of Maya Patel, a smiling South Asian woman with long dark hair, wearing a teal clinic polo shirt."),
        ("daniel-okafor", dict(skin=SK[5], hair=HAIRS["black"], style="crop", top=TEAL), PEACH2, MINT2,
         "Portrait of Daniel Okafor, a smiling Black man with short hair, wearing a teal clinic polo shirt."),
    ]
    for k, (slug, lk, bg, bg2, desc) in enumerate(people):
        out = [rect(0, 0, 400, 400, CREAM), circle((200, 200), 170, bg), circle((320 if k == 0 else 80, 80), 34, bg2)]
        out.append(leafy_corner(40 if k == 0 else 360, 380, 1.1, flip=(k == 1)))
        out.append(bust_front((200, 178), 64, look(**lk), polo=True, smile=True))
        doc("team/%s.svg" % slug, 400, 400, desc, "".join(out))


# ================================================================ facility and page art (800 x 500)
FF = 440


def room(wall=CREAM, fl=SAND):
    return wall_floor(800, 500, FF, wall, fl)


def f_reception():
    out = [room(MIST), window(560, 70, 180, 160), frame_art(90, 80, 120, 80, motif="hills")]
    out.append(willow(380, 190, 0.55, TEAL3, MINT) if False else circle((300, 110), 36, WHITE) + leaf((284, 128), 40, -60, TEAL2) + line([(300, 100), (300, 124)], CORAL, 6) + line([(288, 112), (312, 112)], CORAL, 6))
    rec = stand(330, FF - 30, dict(ua1=20, fa1=60, ua2=20, fa2=64), THER_A, 1.4, face=1)
    out.append(rec.svg)
    out.append(rect(180, FF - 120, 300, 120, TEAL2, rx=12) + rect(170, FF - 132, 320, 16, WOOD, rx=6) + rect(200, FF - 100, 260, 6, TEAL3, rx=3))
    out.append(monitor(400, FF - 132, 0.7))
    pt = stand(560, FF, dict(t=2, ua1=30, fa1=60), P_(2), 1.5, face=-1)
    out.append(pt.svg)
    for x in (640, 700):
        out.append(chair(x + 40, FF, 1.2, face=1, color=CORAL))
    out.append(plant(110, FF, 1.2, tall=True))
    return "".join(out), "The clinic's bright reception area: a smiling front desk team member greets a patient at the counter, with waiting chairs, a window and plants."


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
    out.append(mat(40, FF, 250, MINT))
    out.append(parallel_bars(320, FF, 200, 1.3))
    bsvg, seat, bar, crank = bike(650, FF, 1.0)
    out.append(bsvg)
    out.append(ball((120, FF - 40), 34, CORAL) + ball((200, FF - 30), 24, TEAL3) + foam_roller((600, FF - 14), 90, 13))
    pt = stand(420, FF, dict(t=4, th1=14, sh1=4, th2=-10, sh2=-14), P_(6), 1.4, face=1, hand1=(445, FF - 106), hand2=(435, FF - 106))
    th = stand(520, FF, dict(t=6, ua1=40, fa1=70), THER_C, 1.4, face=-1)
    out.append(pt.svg + th.svg)
    return "".join(out), "The clinic's open exercise gym with parallel bars, an exercise bike, mats, exercise balls and weights, where a patient practises walking with a therapist."


def heart(c, s, color=CORAL):
    x, y = c
    return path("M%s %sC%s %s %s %s %s %sC%s %s %s %s %s %sZ" % (
        fmt(x), fmt(y + 22 * s), fmt(x - 34 * s), fmt(y), fmt(x - 22 * s), fmt(y - 26 * s), fmt(x), fmt(y - 12 * s),
        fmt(x + 22 * s), fmt(y - 26 * s), fmt(x + 34 * s), fmt(y), fmt(x), fmt(y + 22 * s)), color)


def p_refer():
    out = [rect(0, 0, 800, 500, CREAM), blob(400, 240, 320, 190, phase=0.3, fill=MINT2), rect(0, FF, 800, 60, SAND)]
    a = stand(300, FF, dict(ua2=-6, fa2=-4), P_(7), 1.6, face=1, hand1=(390, 250))
    b = stand(500, FF, dict(ua2=-6, fa2=-4), P_(2), 1.6, face=-1, hand1=(410, 250))
    out.append(a.svg + b.svg)
    out.append(heart((400, 160), 1.4))
    out.append(sparkle((330, 110), 10, TEAL2) + sparkle((480, 100), 8, CORAL))
    env = rect(600, 120, 110, 72, WHITE, rx=8) + poly([(604, 124), (655, 162), (706, 124)], MINT, round_=3)
    out.append(group(env, 0, 0))
    out.append(plant(110, FF, 1.2, tall=True) + plant(700, FF, 1.0))
    return "".join(out), "Two friends shaking hands warmly under a coral heart, with a letter nearby, inviting patients to refer a friend."


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


def p_about():
    out = [room(CREAM), rect(70, 40, 660, 280, MIST, rx=24), window(110, 80, 130, 140), frame_art(580, 90, 110, 80, motif="leaf")]
    team_lks = [THER_A, dict(THER_B), THER_C]
    for k, (x, lk) in enumerate(zip((270, 400, 530), team_lks)):
        F = stand(x, FF, None, lk, 1.6, view="front")
        out.append(F.svg)
    out.append(plant(90, FF, 1.3, tall=True) + plant(720, FF, 1.1))
    return "".join(out), "Three members of the clinic team in teal polo shirts standing side by side in the bright clinic lobby."


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
    ("pages/refer-a-friend.svg", p_refer), ("pages/location.svg", p_location), ("pages/about.svg", p_about),
    ("pages/wellness.svg", p_wellness),
]


def pages():
    for rel, fn in PAGES:
        body, desc = fn()
        doc(rel, 800, 500, desc, body)


# ================================================================ brand: Open Graph image and favicon
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"


def mark(s=1.0):
    """The clinic mark in a 32 x 32 box: a willow leaf with a small plus."""
    return (rect(0, 0, 32, 32, TEAL, rx=8) +
            path("M7 26C7 15 14 7 26 6C26 18 18 25 7 26Z", WHITE) +
            path("M8.5 24.5L19 13", stroke=TEAL2, stroke_width=1.6, stroke_linecap="round") +
            rect(19.5, 19, 10, 3.4, CORAL, rx=1.2) + rect(22.8, 15.7, 3.4, 10, CORAL, rx=1.2))


def og_image():
    out = [rect(0, 0, 1200, 630, TEAL), circle((1010, 330), 300, TEAL2), circle((1040, 350), 200, shade(TEAL2, -0.0), opacity="0.6")]
    out.append(willow(1010, 560, 2.2, MINT, TEAL3))
    out.append(rect(0, 560, 1200, 70, shade(TEAL, 0.15)))
    out.append(group(mark(), 90, 90, 2.6))
    out.append('<text x="90" y="300" font-family="%s" font-size="76" font-weight="700" fill="#ffffff">Willow Falls</text>' % FONT)
    out.append('<text x="90" y="390" font-family="%s" font-size="76" font-weight="700" fill="#ffffff">Physical Therapy</text>' % FONT)
    out.append(rect(90, 425, 120, 8, CORAL, rx=4))
    out.append('<text x="90" y="490" font-family="%s" font-size="32" fill="%s">Physical therapy and therapeutic massage</text>' % (FONT, MINT))
    out.append('<text x="90" y="534" font-family="%s" font-size="32" fill="%s">in Willow Falls, New Jersey</text>' % (FONT, MINT))
    doc("og-image.svg", 1200, 630, "Willow Falls Physical Therapy: physical therapy and therapeutic massage in Willow Falls, New Jersey.", "".join(out))


def favicon():
    doc("favicon.svg", 32, 32, "Willow Falls Physical Therapy", mark(), root=os.path.join(ROOT, "web", "public"))


# ================================================================ main
def main():
    for i in range(3):
        hero_web(i)
        hero_mobile(i)
    treatments()
    services()
    blogs()
    body_figure()
    team()
    pages()
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
