#!/usr/bin/env python3
"""Draw the people pictures of the clinic site from the unDraw illustration set.

Standard library only. Run from the repository root:

    python3 content/illustrations/people.py

It reads the unDraw pictures vendored under content/illustrations/vendor/undraw/ (SVG templates
rendered from the npm package iblis-react-undraw 0.3.0 by extract.cjs there), recolours each to
the site's palette, fits it into the safe middle of a frame of the size the site shows, and writes
the result under content/documents/: the Home hero slides, the treatment, service and blog
pictures, the About and Refer a Friend pictures and the team portraits. The output is the same on
every run. art.py draws the rest (body map, neighbourhood map, rooms, Open Graph image, favicon).

Recolouring: unDraw's purple accent becomes our teal, its dark slate our ink, saturated reds and
pinks our coral, greens a quiet teal-green, cool greys warm neutrals. Skin is drawn in natural
tones chosen per picture (unDraw's pink and rose skins are replaced), so that the people of the
site are varied.

Framing: the site shows these pictures with `object-fit: cover` in boxes of other proportions
(4:3 and 16:10 cards, hero images cut to the screen), so every illustration is fitted inside a
safe box that no crop reaches, with a margin. Nothing in a picture is cut by its edges.
"""
import colorsys
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CONTENT = os.path.dirname(HERE)
ROOT = os.path.dirname(CONTENT)
DOCS = os.path.join(CONTENT, "documents")
VENDOR = os.path.join(HERE, "vendor", "undraw")

# ---------------------------------------------------------------- palette (as art.py)
TEAL = "#0f5e63"
TEAL2 = "#1f7a80"
MINT = "#cfe7e6"
MIST = "#eef6f5"
CORAL = "#e0674f"
CREAM = "#f7f4ef"
INK_SOFT = "#2f3a3f"  # unDraw's dark slate (clothes, shoes, furniture) becomes this ink
WHITE = "#ffffff"

# Natural skin tones, light to deep.
SKIN = {
    "light": "#f3d3bd",
    "fair": "#eab995",
    "medium": "#d39a6c",
    "olive": "#b98057",
    "brown": "#8e5a3b",
    "deep": "#5f3b27",
}
HAIR = {
    "black": "#23262b",
    "dark": "#3b2a22",
    "brown": "#6b4630",
    "auburn": "#8a4a2f",
    "blond": "#c9a063",
    "grey": "#a29c94",
    "white": "#c4beb5",
}

# ---------------------------------------------------------------- frames
# (width, height, safe box x, y, w, h): where the illustration may go so that no crop the site
# applies reaches it (cards cut 4:3 or 16:10 out of these, detail pages cap the height, the hero
# covers the screen); the rest of the frame is plain background.
FRAMES = {
    "card": (600, 400, (72, 60, 456, 280)),
    "blog": (800, 450, (110, 48, 580, 354)),
    "page": (800, 500, (120, 52, 560, 396)),
    "team": (400, 400, (48, 48, 304, 304)),
    "hero-web": (1600, 700, (850, 85, 700, 530)),
    "hero-mobile": (750, 1000, (60, 200, 630, 600)),
}


# ---------------------------------------------------------------- colour
def hex_rgb(h):
    h = h.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def rgb_hex(rgb):
    return "#" + "".join("%02x" % max(0, min(255, round(c * 255))) for c in rgb)


def hls(h):
    return colorsys.rgb_to_hls(*hex_rgb(h))


def from_hls(h, l, s):
    return rgb_hex(colorsys.hls_to_rgb(h % 1.0, max(0.0, min(1.0, l)), max(0.0, min(1.0, s))))


NAMED = {"gray": "gray", "tomato": "#ff6347", "snow": "#fffafa", "none": "none"}
SKIN_LIGHT_BASE = hls("#ffb8b8")[1]  # unDraw's light skin and its shades
SKIN_DARK_BASE = hls("#a0616a")[1]  # unDraw's darker skin and its shades


def shade(target, src_l, base_l):
    """target made as much darker or lighter than itself as src_l is than base_l."""
    r, g, b = hex_rgb(target)
    if src_l <= base_l:
        k = src_l / base_l
        return rgb_hex((r * k, g * k, b * k))
    t = (src_l - base_l) / (1 - base_l)
    return rgb_hex((r + (1 - r) * t, g + (1 - g) * t, b + (1 - b) * t))


class Look:
    """The colours one picture is drawn in."""

    def __init__(self, primary=TEAL2, skin="fair", skin2="brown", hair="dark", accent=INK_SOFT, places=0, swap=None,
                 nth=None, split=False):
        self.split = split  # draw each subpath of a path as a path of its own (for nth)
        # {(token, n): colour}: the n-th use (from 0) of a token drawn in another colour, where
        # the set paints two things with one token (a portrait's hair and top)
        self.nth = nth or {}
        self.places = places  # decimals kept in coordinates (whole units are under a pixel here)
        # source colour -> ours, for what the rules below get wrong (purple hair, say)
        self.swap = {k.lower(): HAIR.get(v, SKIN.get(v, v)) for k, v in (swap or {}).items()}
        self.primary = primary
        self.skin = SKIN.get(skin, skin)
        self.skin2 = SKIN.get(skin2, skin2)
        self.hair = HAIR.get(hair, hair)
        self.accent = accent

    def colour(self, value):
        v = value.strip().lower()
        tokens = {"{primary}": self.primary, "{accent}": self.accent, "{hair}": self.hair, "{skin}": self.skin}
        if v in tokens:
            return tokens[v]
        v = NAMED.get(v, v)
        if v in self.swap:
            return self.swap[v]
        if not v.startswith("#"):
            return value
        r, g, b = hex_rgb(v)
        chroma = max(r, g, b) - min(r, g, b)
        h, l, s = colorsys.rgb_to_hls(r, g, b)
        deg = h * 360
        if chroma < 0.07:
            # greys: warm the light ones to the site's sand and cream, keep the dark ones
            if l > 0.75:
                return from_hls(40 / 360, l - 0.01, 0.22)
            return v
        if l < 0.33 and (deg >= 270 or deg < 40):
            return from_hls(20 / 360, l, 0.3)  # dark plum and wine hair: dark brown
        warm_skin = 12 <= deg < 42 and chroma < 0.6 and l > 0.55  # peach and tan skins
        if warm_skin or ((deg >= 330 or deg < 42) and chroma < 0.4 and l > 0.33):
            # skin: keep each shade's distance from unDraw's base tone, move it to ours
            if l > 0.62:
                return shade(self.skin, l, SKIN_LIGHT_BASE)
            return shade(self.skin2, l, SKIN_DARK_BASE)
        if deg >= 330 or deg < 32:
            return from_hls(10 / 360, min(max(l, 0.5), 0.78), 0.7)  # reds and pinks: coral
        if deg < 68:
            return from_hls(24 / 360, max(l, 0.7), 0.75)  # yellows and oranges: warm peach
        if deg < 175:
            return from_hls(172 / 360, l, s * 0.55)  # greens: quiet teal-green
        # blues and purples: teal, as dark or light as they were
        return from_hls(184 / 360, l, min(s, 0.75) * 0.6)


# ---------------------------------------------------------------- numbers
NUM = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
PATH_TOKEN = re.compile(r"([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)")


def num(v, places=1):
    x = round(float(v), places)
    if x == int(x):
        return str(int(x))
    s = ("%.*f" % (places, x)).rstrip("0")
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


ARGS = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}


def parse_path(d):
    """[(command, [numbers])], one entry for each use of a command."""
    out = []
    pos, cmd, args = 0, None, []
    while pos < len(d):
        c = d[pos]
        if c in " ,\t\n\r":
            pos += 1
            continue
        if c.isalpha() and c not in "eE":
            if cmd is not None:
                out.extend(split_args(cmd, args))
            cmd, args = c, []
            pos += 1
            continue
        if cmd in ("A", "a") and len(args) % 7 in (3, 4):
            args.append(float(c))  # an arc flag: one character, however it is written
            pos += 1
            continue
        m = NUM.match(d, pos)
        if not m:
            raise ValueError("bad path data at %d: %r" % (pos, d[pos:pos + 20]))
        args.append(float(m.group(0)))
        pos = m.end()
    if cmd is not None:
        out.extend(split_args(cmd, args))
    return out


def split_args(cmd, args):
    n = ARGS[cmd.lower()]
    if n == 0:
        return [(cmd, [])]
    segs = []
    for i in range(0, len(args), n):
        c = cmd
        if i and cmd in "Mm":
            c = "L" if cmd == "M" else "l"  # further pairs after a move are lines
        segs.append((c, args[i:i + n]))
    return segs


def subpaths(d):
    """The path's subpaths as separate path data, each starting with an absolute move."""
    out, cur, start = [], [0.0, 0.0], [0.0, 0.0]
    for cmd, a in parse_path(d):
        low, rel = cmd.lower(), cmd.islower()
        if low == "m":
            x, y = a[0] + (cur[0] if rel else 0), a[1] + (cur[1] if rel else 0)
            out.append(["M%r %r" % (x, y)])
            cur, start = [x, y], [x, y]
            continue
        if low == "a":  # arc flags stay single digits
            a = [int(v) if k % 7 in (3, 4) else v for k, v in enumerate(a)]
        out[-1].append(cmd + " ".join(repr(v) for v in a))
        if low == "z":
            cur = list(start)
        elif low in "hv":
            i = 0 if low == "h" else 1
            cur[i] = a[0] + (cur[i] if rel else 0)
        else:
            ex, ey = a[-2], a[-1]
            cur = [ex + (cur[0] if rel else 0), ey + (cur[1] if rel else 0)]
    return ["".join(p) for p in out]


def path_data(d, places=1):
    """The path with its numbers rounded to places decimals and written compactly.

    Relative coordinates are rounded against the rounded pen position, not the exact one, so that
    rounding errors do not add up along a long path."""
    exact, pen = [0.0, 0.0], [0.0, 0.0]
    start_exact, start_pen = [0.0, 0.0], [0.0, 0.0]

    def r(v):
        v = round(v, places)
        return 0.0 if v == 0 else v

    def to(tx, ty, rel):
        return (r(tx - pen[0]), r(ty - pen[1])) if rel else (r(tx), r(ty))

    parts = []
    for cmd, a in parse_path(d):
        low, rel = cmd.lower(), cmd.islower()
        out = []
        if low == "z":
            exact, pen = list(start_exact), list(start_pen)
        elif low in "hv":
            i = 0 if low == "h" else 1
            target = a[0] + (exact[i] if rel else 0)
            v = r(target - pen[i]) if rel else r(target)
            out.append(v)
            exact[i] = target
            pen[i] = pen[i] + v if rel else v
        else:
            base = list(exact)
            coords = a[5:7] if low == "a" else a
            if low == "a":
                # radii one place finer: an arc drawn through a whole half circle moves its centre
                # a long way for a small change of radius
                out += [round(a[0], places + 1), round(a[1], places + 1), r(a[2]), ("f", int(a[3])), ("f", int(a[4]))]
            for k in range(0, len(coords), 2):
                tx, ty = coords[k] + (base[0] if rel else 0), coords[k + 1] + (base[1] if rel else 0)
                px, py = to(tx, ty, rel)
                out += [px, py]
                if k == len(coords) - 2:
                    exact = [tx, ty]
                    pen = [pen[0] + px, pen[1] + py] if rel else [px, py]
        if low == "m":
            start_exact, start_pen = list(exact), list(pen)
        parts.append((cmd, out))
    # written out with a command letter only where it changes and the shortest separators
    s, last, prev, prev_flag = "", None, "", False
    for cmd, out in parts:
        implied = {"m": "l", "M": "L"}.get(last, last)
        if cmd != implied or cmd in "zZ":
            s += cmd
            prev = cmd
        for v in out:
            if isinstance(v, tuple):
                t, flag = str(v[1]), True
            else:
                t, flag = num(v, places + 1), False
            if prev[-1:].isalpha() or t.startswith("-"):
                s += t
            elif t.startswith(".") and not prev_flag and "." in prev:
                s += t  # "1.5.3" reads as 1.5 then .3
            else:
                s += " " + t
            prev, prev_flag = t, flag
        last = None if cmd in "zZ" else cmd
    return s


def numbers(value):
    return " ".join(num(n) for n in NUM.findall(value)) if value else value


# ---------------------------------------------------------------- one illustration
ATTR = re.compile(r'\s([a-zA-Z:-]+)="([^"]*)"')
COLOUR_ATTRS = ("fill", "stroke", "stop-color")
NUMBER_ATTRS = ("x", "y", "cx", "cy", "r", "rx", "ry", "width", "height", "x1", "y1", "x2", "y2",
                "points", "offset", "stroke-width")


FAINT_LIMIT = 12000


def load(name):
    with open(os.path.join(VENDOR, name + ".svg"), encoding="utf-8") as fh:
        return fh.read().strip()


def illustration(name, look, flip=False):
    """The recoloured, minified inner markup of one vendored picture and its viewBox size."""
    src = load(name)
    head = re.match(r"<svg[^>]*>", src).group(0)
    vb = [float(v) for v in re.search(r'viewBox="([^"]+)"', head).group(1).replace(",", " ").split()]
    body = src[len(head):-len("</svg>")]
    if look.split:
        def split_path(m):
            d = re.search(r' d="([^"]*)"', m.group(0)).group(1)
            return "".join(m.group(0).replace(d, part) for part in subpaths(d))
        body = re.sub(r"<path [^>]*/>", split_path, body)
    for (token, n), colour in sorted(look.nth.items(), key=lambda kv: -kv[0][1]):  # last first
        spots = [m.start() for m in re.finditer(re.escape('"%s"' % token), body)]
        at = spots[n]
        body = body[:at] + '"%s"' % colour + body[at + len(token) + 2:]
    prefix = re.sub(r"[^a-z0-9]", "", name.lower())[:6]
    ids = {}

    def new_id(old):
        if old not in ids:
            ids[old] = "%s%d" % (prefix, len(ids))
        return ids[old]

    def fix_attr(m):
        k, v = m.group(1), m.group(2)
        if k == "data-name":
            return ""
        if k in COLOUR_ATTRS:
            if v.startswith("url(#"):
                return ' %s="url(#%s)"' % (k, new_id(v[5:-1]))
            return ' %s="%s"' % (k, look.colour(v))
        if k == "d":
            return ' d="%s"' % path_data(v, look.places)
        if k == "transform":
            return ' transform="%s"' % re.sub(NUM, lambda n: num(n.group(0), 2), v)
        if k in NUMBER_ATTRS:
            return ' %s="%s"' % (k, numbers(v))
        if k == "id":
            return ' id="%s"' % new_id(v)
        if k == "xlink:href" and v.startswith("#"):
            return ' href="#%s"' % new_id(v[1:])
        if k in ("opacity", "stop-opacity", "fill-opacity"):
            return ' %s="%s"' % (k, num(v, 2))
        return m.group(0)

    # Faint background textures drawn with thousands of points (window frames, wall patterns at
    # a tenth of the accent's strength) weigh more than the people; they go.
    body = re.sub(r'<path [^>]*opacity="0?\.1"[^>]*/>', lambda t: "" if len(t.group(0)) > FAINT_LIMIT else t.group(0), body)
    body = re.sub(r"<[a-zA-Z]+(?:\s[^>]*?)?/?>", lambda t: ATTR.sub(fix_attr, t.group(0)), body)
    body = body.replace("<title>", "").replace("</title>", "")
    if flip:
        x0, _, w, _ = vb
        body = '<g transform="matrix(-1 0 0 1 %s 0)">%s</g>' % (num(2 * x0 + w), body)
    return body, vb


def place(name, look, box, flip=False, align="bottom"):
    """The picture fitted into box (x, y, w, h): as large as fits, centred, standing on the box's
    bottom when align is bottom."""
    body, (vx, vy, vw, vh) = illustration(name, look, flip)
    bx, by, bw, bh = box
    k = min(bw / vw, bh / vh)
    w, h = vw * k, vh * k
    x = bx + (bw - w) / 2
    y = by + (bh - h) if align == "bottom" else by + (bh - h) / 2
    return '<svg x="%s" y="%s" width="%s" height="%s" viewBox="%s %s %s %s">%s</svg>' % (
        num(x), num(y), num(w), num(h), num(vx, 2), num(vy, 2), num(vw, 2), num(vh, 2), body)


# ---------------------------------------------------------------- output
OUT = []


def doc(rel, w, h, title, body):
    full = os.path.join(DOCS, rel)
    tid = "t-" + os.path.splitext(os.path.basename(rel))[0]
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" '
           'aria-labelledby="%s"><title id="%s">%s</title>%s</svg>\n') % (w, h, w, h, tid, tid, title, body)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(svg)
    OUT.append((full, len(svg.encode("utf-8"))))


def rect(x, y, w, h, fill, rx=0):
    return '<rect x="%s" y="%s" width="%s" height="%s"%s fill="%s"/>' % (
        num(x), num(y), num(w), num(h), ' rx="%s"' % num(rx) if rx else "", fill)


def circle(cx, cy, r, fill):
    return '<circle cx="%s" cy="%s" r="%s" fill="%s"/>' % (num(cx), num(cy), num(r), fill)


BACKS = [CREAM, MIST]


def framed(rel, kind, name, title, look, flip=False, back=None):
    w, h, box = FRAMES[kind]
    bg = back or BACKS[len(OUT) % len(BACKS)]
    doc(rel, w, h, title, rect(0, 0, w, h, bg) + place(name, look, box, flip))


# ---------------------------------------------------------------- the Home hero
HERO = [
    ("WorkingOut", Look(skin="fair", skin2="brown", hair="dark"), True,
     "Two people exercising outdoors on a bright day: one jogs along the path while the other lifts a dumbbell overhead."),
    ("InTheOffice", Look(skin="olive", hair="black"), False,
     "A man explaining something to a woman who listens from behind her desk, in a bright office."),
    ("RelaxingAtHome", Look(skin="medium", hair="black"), False,
     "A woman resting comfortably on a sofa with cushions, relaxed and at ease."),
]


def hero():
    for i, (name, look, flip, title) in enumerate(HERO):
        # wide screens: the scene fills the right half with a margin, so that the picture works
        # whole (under the message), as its right half (beside it) or covered by words on the left
        w, h, box = FRAMES["hero-web"]
        bx, by, bw, bh = box
        back = rect(0, 0, w, h, CREAM) + circle(bx + bw / 2, by + bh / 2 + 10, 310, MIST)
        doc("hero/web-%d.svg" % (i + 1), w, h, title, back + place(name, look, box, flip))
        # phones show the whole picture: the scene in its middle
        w, h, box = FRAMES["hero-mobile"]
        bx, by, bw, bh = box
        back = rect(0, 0, w, h, CREAM) + circle(bx + bw / 2, by + bh / 2, 320, MIST)
        doc("hero/mobile-%d.svg" % (i + 1), w, h, title, back + place(name, look, box, flip, align="middle"))


# ---------------------------------------------------------------- treatments (600 x 400)
# slug, picture, look, flip, description
TREATMENTS = [
    ("sciatica-and-back-pain-relief", "StabilityBall", Look(skin2="deep", hair="black"), False,
     "A woman stretching her back over a large exercise ball, arms reaching to the floor."),
    ("tmj-dysfunction", "Teacher", Look(skin="fair", hair="brown"), False,
     "A woman sitting at a desk with her hand resting against her jaw, thinking."),
    ("shoulder-pain-relief", "Workout", Look(skin="medium", hair="dark"), False,
     "A woman moving freely in a dance-like stretch, one arm reaching high overhead."),
    ("hip-and-knee-pain-relief", "RunningWild", Look(skin="fair", skin2="brown", hair="auburn"), False,
     "Two friends jogging side by side on a bright day."),
    ("headaches-and-migraines", "WorkingRemotely", Look(skin="light", hair="dark", swap={"#434175": "brown"}), False,
     "A woman at a laptop holding her head in her hand, tired from a headache."),
    ("dizziness-and-vertigo", "InThought", Look(skin="fair", hair="black"), False,
     "A woman standing still with a hand to her face while swirling lines circle around her, a sign of dizziness."),
    ("neck-pain", "ScreenTime", Look(skin="medium", hair="dark"), False,
     "A woman sitting on the floor looking down at a tablet, her neck bent toward the screen."),
    ("arthritis", "DogWalking", Look(skin="fair", hair="grey"), False,
     "An older man with grey hair out for a walk with his dog, staying active."),
    ("plantar-fasciitis", "WalkInTheCity", Look(skin="olive", hair="dark"), False,
     "A man walking through the city, each step landing on his feet."),
    ("carpal-tunnel-syndrome", "Multitasking", Look(skin="fair", hair="brown"), False,
     "A woman working at a desk with a laptop and a notebook, her hands and wrists busy."),
    ("tennis-and-golfers-elbow", "GrandSlam", Look(skin="medium", hair="auburn"), False,
     "A tennis player reaching for a shot at the net."),
    ("rotator-cuff-injuries", "Basketball", Look(skin2="brown", hair="black"), False,
     "A basketball player leaping with the ball raised overhead toward the hoop."),
    ("frozen-shoulder", "StepToTheSun", Look(skin="fair", hair="dark"), False,
     "A woman raising one arm to hold a ball up high, moving her shoulder through its full range."),
    ("knee-replacement-rehab", "IndoorBike", Look(skin="light", hair="grey"), False,
     "A man pedalling an exercise bike by a window, building strength in his knees."),
    ("hip-replacement-rehab", "MovingForward", Look(skin="fair", hair="grey"), False,
     "A woman pushing a large arrow sign forward, making steady progress."),
    ("herniated-disc", "Pilates", Look(skin="medium", hair="brown"), False,
     "A woman sitting on a mat in a gentle seated stretch, reaching toward her toes."),
    ("spinal-stenosis", "Biking", Look(skin="fair", hair="grey"), False,
     "A man riding a bicycle on a sunny path."),
    ("balance-and-fall-prevention", "Yoga", Look(skin="olive", hair="white"), False,
     "An older woman with white hair standing steadily on one leg, arms raised, practising her balance."),
    ("sports-injuries", "JuniorSoccer", Look(skin2="deep", hair="black"), False,
     "A soccer player controlling the ball with his foot."),
    ("ankle-sprains", "RunnerStart", Look(skin2="brown", hair="black"), False,
     "A runner crouched at the starting line, ready to push off."),
    ("post-surgical-rehab", "Doctors", Look(skin="fair", skin2="brown", hair="dark"), False,
     "Two clinicians in scrubs and a white coat standing ready to help, in a bright clinic."),
    ("work-injuries", "HeavyBox", Look(skin="light", hair="dark"), False,
     "A worker taking a rest on a large box beside a hand truck, after lifting and moving loads."),
    ("view-more-conditions", "MedicalResearch", Look(skin="medium", hair="black"), False,
     "A clinician in a white coat with a clipboard, next to X-ray images on the wall."),
    ("sports-performance", "TrackAndField", Look(skin="fair", hair="auburn"), False,
     "An athlete clearing a hurdle mid-stride on the track."),
    ("pelvic-floor-therapy", "Meditation", Look(skin="olive", hair="dark"), False,
     "A woman sitting cross-legged on a mat, breathing calmly with her hands resting in her lap."),
    ("manual-therapy", "PersonalTrainer", Look(skin="fair", skin2="brown", hair="black"), False,
     "A therapist kneeling to steady a woman's feet with his hands as she exercises on a mat."),
    ("therapeutic-exercise", "PersonalTraining", Look(skin="medium", skin2="brown", hair="black"), False,
     "Two women exercising together with dumbbells: one stands ready while the other steps up with her knee raised."),
    ("dry-needling", "Medicine", Look(skin="light", skin2="medium", hair="dark"), False,
     "Two clinicians in a bright clinic beside a heart-rate symbol."),
    ("tens-and-electrical-stimulation", "ActivityTracker", Look(skin2="brown", hair="black"), False,
     "A woman beside symbols of exercise and heart rhythm, tracking her progress."),
    ("epat-shockwave-therapy", "HealthyHabit", Look(skin="fair", hair="brown"), False,
     "A man doing push-ups in a gym with weights on a rack nearby."),
    ("vestibular-rehabilitation", "WalkingAround", Look(skin="fair", hair="brown"), False,
     "A woman walking carefully over a rolling hill, keeping her balance."),
    ("kinesio-taping", "FinishLine", Look(skin="fair", hair="black"), False,
     "A runner breaking the finishing tape with both arms raised."),
    ("instrument-assisted-soft-tissue-mobilization", "FitnessStats", Look(skin2="brown", hair="black"), False,
     "A runner in mid-stride beside a chart of training progress."),
]


def treatments():
    for slug, name, look, flip, title in TREATMENTS:
        framed("treatments/%s.svg" % slug, "card", name, title, look, flip)


# ---------------------------------------------------------------- massage and wellness (600 x 400)
SERVICES = [
    ("tens-with-therapeutic-massage", "AMomentToRelax", Look(skin="fair", hair="dark"), False,
     "A man sitting at ease under bare trees, taking a quiet moment to relax."),
    ("stim-recovery-massage", "Chilling", Look(skin="medium", hair="black"), False,
     "A person lounging on a sofa with arms behind the head, a cat curled up beside them."),
    ("epat-with-therapeutic-massage", "Contemplating", Look(skin2="brown", hair="black"), False,
     "A woman reclining with headphones on, resting with a tablet beside a large leafy plant."),
    ("back-and-neck-relief-massage", "SleepAnalysis", Look(skin="fair", hair="brown"), False,
     "A woman lying face down on a soft bed, resting her back and neck."),
    ("sports-recovery-massage-with-epat", "Energizer", Look(skin2="deep", hair="black"), False,
     "An athlete in sportswear drinking from a water bottle, recovering after training."),
    ("stress-relief-massage-with-tens", "ThroughTheWindow", Look(skin="light", hair="auburn"), False,
     "A woman pausing to look out of a window at a calm landscape of hills and flowers."),
    ("tens-add-on", "ReadingTime", Look(skin="olive", hair="dark"), False,
     "A woman sitting on the floor reading a book under a floor lamp, relaxed."),
]


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
    known = {s[0] for s in SERVICES}
    missing = [s for s in read_service_slugs() if s not in known]
    if missing:
        print("services.yaml names services with no picture here: %s" % ", ".join(missing))
    for slug, name, look, flip, title in SERVICES:
        framed("services/%s.svg" % slug, "card", name, title, look, flip)


# ---------------------------------------------------------------- blog pictures (800 x 450)
BLOGS = [
    ("back-pain-at-your-desk", "WorkTime", Look(skin="fair", hair="dark"), False,
     "A man working at a desk with a computer, sitting on an office chair."),
    ("returning-to-running-after-injury", "Jogging", Look(skin="fair", hair="auburn"), False,
     "A man out for an easy, happy run."),
    ("understanding-vertigo-bppv", "Thoughts", Look(skin="medium", hair="auburn"), False,
     "A woman sitting still on a park bench, steadying herself."),
    ("pelvic-floor-after-pregnancy", "Baby", Look(skin="olive", hair="dark"), False,
     "A mother holding her baby beside a crib."),
    ("massage-after-physical-therapy", "Relaxation", Look(skin="fair", hair="auburn"), False,
     "A woman lying on her back on a striped towel under a sunshade, fully relaxed."),
    ("your-first-physical-therapy-visit", "Booking", Look(skin="fair", hair="dark"), False,
     "A woman ticking off a day on a large calendar as she books her first visit."),
    ("knee-replacement-recovery-timeline", "Booked", Look(skin2="brown", hair="black"), False,
     "A woman lifting her knee next to a wall calendar with days ticked off."),
    ("headaches-and-posture", "Programmer", Look(skin="fair", hair="dark"), False,
     "A woman seen from behind, sitting at a desk in front of several screens."),
    ("shoulder-pain-overhead-reaching", "TakingNotes", Look(skin="fair", hair="dark"), False,
     "A man reaching up to pin notes high on a wall."),
    ("staying-active-with-arthritis", "Gardening", Look(skin="light", hair="grey"), False,
     "A woman with grey hair tending a large potted plant."),
    ("preventing-falls-at-home", "QualityTime", Look(skin="fair", hair="grey"), False,
     "A grandmother with grey hair standing at home, holding her grandchild's hand."),
    ("plantar-fasciitis-morning-pain", "NatureBenefits", Look(skin="medium", hair="black"), False,
     "A woman out for an easy morning walk beside a tall young plant."),
    ("tech-neck-and-screens", "MobileUser", Look(skin="medium", hair="black"), False,
     "A woman reclining outdoors with her head bent over her phone."),
]


def blogs():
    for slug, name, look, flip, title in BLOGS:
        framed("blogs/%s.svg" % slug, "blog", name, title, look, flip)


# ---------------------------------------------------------------- page pictures (800 x 500)
PAGES = [
    ("pages/about.svg", "TeamSpirit", Look(skin="fair", skin2="brown", hair="dark"), False,
     "A friendly team of four standing side by side, ready to help."),
    ("pages/refer-a-friend.svg", "Together", Look(skin="fair", skin2="olive", hair="brown"), False,
     "Two friends walking together hand in hand, turned toward each other as they chat."),
]


def pages():
    for rel, name, look, flip, title in PAGES:
        framed(rel, "page", name, title, look, flip)


# ---------------------------------------------------------------- team portraits (400 x 400)
TEAM = [
    ("maya-patel", "FemaleAvatar", Look(primary=MINT, hair="black", swap={"#d0cde1": "olive"}, nth={("{hair}", 2): TEAL2}),
     "Portrait of Maya Patel, a South Asian woman with dark hair tied up in buns, in a teal top."),
    ("daniel-okafor", "MaleAvatar", Look(primary=MINT, hair="black", swap={"#d0cde1": "brown"}, split=True,
                                         nth={("{hair}", 0): TEAL2, ("{hair}", 2): TEAL2, ("{hair}", 3): TEAL2}),
     "Portrait of Daniel Okafor, a Black man with short dark hair, in a teal top."),
]


def team():
    for slug, name, look, title in TEAM:
        framed("team/%s.svg" % slug, "team", name, title, look, back=CREAM)


def main():
    hero()
    treatments()
    services()
    blogs()
    pages()
    team()
    for p, n in OUT:
        print("%6d  %s" % (n, os.path.relpath(p, ROOT)))
    print("%d files" % len(OUT))
    big = [(os.path.relpath(p, ROOT), n) for p, n in OUT if n > 40000]
    if big:
        print("over 40 KB:", big)
        sys.exit(1)


if __name__ == "__main__":
    main()
