"""Build the printable patient intake form (revised September 2025).

Reads the clinic profile from ``content/clinic.json`` and writes the PDF to
``content/documents/<intakeForm.path>``. The output is deterministic: running
the script twice produces identical bytes.

Usage:
    python content/forms/build_intake_form.py
"""

import json
from datetime import UTC, datetime
from pathlib import Path

from fpdf import FPDF

HERE = Path(__file__).resolve().parent
CONTENT = HERE.parent
CLINIC_FILE = CONTENT / "clinic.json"
DOCUMENTS = CONTENT / "documents"

REVISION = "September 2025"
TITLE = "Patient Intake Form - " + REVISION
FIXED_DATE = datetime(2025, 9, 1, 9, 0, 0, tzinfo=UTC)

# Colours (RGB)
TEAL = (15, 94, 99)
TEXT = (51, 55, 58)
MUTED = (104, 112, 116)
LINE = (150, 160, 163)
TINT = (232, 242, 242)
WHITE = (255, 255, 255)

# Page geometry (US Letter, millimetres)
PAGE_W = 215.9
PAGE_H = 279.4
LEFT = 16.0
RIGHT = PAGE_W - 16.0
WIDTH = RIGHT - LEFT
ROW_H = 8.4
FIELD_GAP = 5.0
SECTION_GAP = 4.5


def load_clinic():
    with CLINIC_FILE.open(encoding="utf-8") as fh:
        return json.load(fh)


class IntakeForm(FPDF):
    def __init__(self, clinic, total_pages):
        super().__init__(orientation="P", unit="mm", format="letter")
        self.clinic = clinic
        self.total_pages = total_pages
        self.set_auto_page_break(False)
        self.set_margins(LEFT, 12, PAGE_W - RIGHT)
        self.y_pos = 0.0

    # ------------------------------------------------------------------
    # Page furniture
    # ------------------------------------------------------------------
    def header(self):
        c = self.clinic
        if self.page_no() == 1:
            self._first_page_header(c)
        else:
            self._running_header(c)

    def _first_page_header(self, c):
        addr = c["address"]
        self.set_text_color(*TEAL)
        self.set_font("Helvetica", "B", 17)
        self.text(LEFT, 19, c["name"])

        self.set_text_color(*TEXT)
        self.set_font("Helvetica", "", 8.5)
        street = "{street}, {city}, {state} {postalCode}".format(**addr)
        self.text(LEFT, 25, street)
        phones = "   |   ".join(
            [
                "Phone " + " or ".join(c["phones"]),
                "Fax " + c["fax"],
                c["email"],
            ]
        )
        self.text(LEFT, 29.5, phones)

        self.set_text_color(*TEAL)
        self.set_font("Helvetica", "B", 15)
        title = "Patient Intake Form"
        self.text(RIGHT - self.get_string_width(title), 19, title)
        self.set_font("Helvetica", "", 9)
        self.set_text_color(*MUTED)
        rev = "Revised " + REVISION
        self.text(RIGHT - self.get_string_width(rev), 25, rev)

        self.set_draw_color(*TEAL)
        self.set_line_width(0.7)
        self.line(LEFT, 33.5, RIGHT, 33.5)

    def _running_header(self, c):
        self.set_text_color(*TEAL)
        self.set_font("Helvetica", "B", 9.5)
        self.text(LEFT, 15, c["name"])
        self.set_font("Helvetica", "", 8.5)
        self.set_text_color(*MUTED)
        right = "Patient Intake Form   |   Revised " + REVISION
        self.text(RIGHT - self.get_string_width(right), 15, right)
        self.set_draw_color(*TEAL)
        self.set_line_width(0.35)
        self.line(LEFT, 17.5, RIGHT, 17.5)

    def footer(self):
        self.set_draw_color(*LINE)
        self.set_line_width(0.2)
        self.line(LEFT, PAGE_H - 15, RIGHT, PAGE_H - 15)
        self.set_font("Helvetica", "", 7.5)
        self.set_text_color(*MUTED)
        c = self.clinic
        left = "{}   |   {}   |   Fax {}".format(c["name"], c["phones"][0], c["fax"])
        self.text(LEFT, PAGE_H - 10.5, left)
        label = f"Page {self.page_no()} of {self.total_pages}"
        self.text(RIGHT - self.get_string_width(label), PAGE_H - 10.5, label)

    # ------------------------------------------------------------------
    # Building blocks
    # ------------------------------------------------------------------
    def section(self, number, title, note=None):
        y = self.y_pos
        self.set_fill_color(*TEAL)
        self.ellipse(LEFT, y, 5.6, 5.6, style="F")
        self.set_text_color(*WHITE)
        self.set_font("Helvetica", "B", 8.5)
        num = str(number)
        self.text(LEFT + 2.8 - self.get_string_width(num) / 2, y + 4.0, num)
        self.set_text_color(*TEAL)
        self.set_font("Helvetica", "B", 11.5)
        self.text(LEFT + 8, y + 4.3, title)
        if note:
            self.set_font("Helvetica", "I", 8)
            self.set_text_color(*MUTED)
            self.text(RIGHT - self.get_string_width(note), y + 4.3, note)
        self.set_draw_color(*TEAL)
        self.set_line_width(0.3)
        self.line(LEFT, y + 7.2, RIGHT, y + 7.2)
        self.y_pos = y + 8.6

    def subhead(self, text):
        y = self.y_pos
        self.set_font("Helvetica", "B", 8.5)
        self.set_text_color(*TEAL)
        self.text(LEFT, y + 4.6, text)
        self.y_pos = y + 5.2

    def paragraph(self, text, size=8.5, style="", color=TEXT, after=1.5, line_h=4.1):
        self.set_font("Helvetica", style, size)
        self.set_text_color(*color)
        self.set_xy(LEFT, self.y_pos + 1)
        saved = self.c_margin
        self.c_margin = 0
        self.multi_cell(WIDTH, line_h, text, align="L", markdown=True)
        self.c_margin = saved
        self.y_pos = self.get_y() + after

    def _label_line(self, x, y, label, end):
        """Label followed by a writing line running to ``end``."""
        baseline = y + ROW_H - 2.2
        start = x
        if label:
            self.set_font("Helvetica", "", 8.5)
            self.set_text_color(*TEXT)
            self.text(x, baseline, label)
            start = x + self.get_string_width(label) + 1.8
        self.set_draw_color(*LINE)
        self.set_line_width(0.25)
        self.line(start, baseline + 0.6, end, baseline + 0.6)

    def row(self, fields, x0=LEFT, x1=RIGHT):
        """A row of labelled lines. ``fields`` holds (label, share) pairs;
        the shares split the available width."""
        total = sum(share for _, share in fields)
        avail = (x1 - x0) - FIELD_GAP * (len(fields) - 1)
        x = x0
        for label, share in fields:
            w = avail * share / total
            self._label_line(x, self.y_pos, label, x + w)
            x += w + FIELD_GAP
        self.y_pos += ROW_H

    def checkbox(self, x, baseline, checked=False):
        self.set_draw_color(*TEAL)
        self.set_line_width(0.3)
        self.set_fill_color(*WHITE)
        self.rect(x, baseline - 2.9, 3.2, 3.2, style="DF")

    def choice_row(self, label, options, x0=LEFT, x1=RIGHT, other_line=False, height=7.2):
        """Label then checkbox options, wrapping when the row is full."""
        baseline = self.y_pos + height - 2.2
        self.set_font("Helvetica", "", 8.5)
        self.set_text_color(*TEXT)
        x = x0
        if label:
            self.text(x, baseline, label)
            x += self.get_string_width(label) + 3
        indent = x
        for i, opt in enumerate(options):
            w = 3.2 + 1.6 + self.get_string_width(opt) + 5.5
            extra = 18 if (other_line and i == len(options) - 1) else 0
            if x + w + extra > x1:
                self.y_pos += height
                baseline = self.y_pos + height - 2.2
                x = indent
            self.checkbox(x, baseline)
            self.set_font("Helvetica", "", 8.5)
            self.set_text_color(*TEXT)
            self.text(x + 4.8, baseline, opt)
            x += w
            if extra:
                self.set_draw_color(*LINE)
                self.set_line_width(0.25)
                self.line(x - 4.5, baseline + 0.6, min(x1, x - 4.5 + 36), baseline + 0.6)
        self.y_pos += height

    # ------------------------------------------------------------------
    # Pain scale and body outline
    # ------------------------------------------------------------------
    def pain_scale(self, x0, rows):
        box, pitch, label_w = 7.0, 7.8, 24.0
        y = self.y_pos
        for label in rows:
            self.set_font("Helvetica", "", 8.5)
            self.set_text_color(*TEXT)
            self.text(x0, y + 5.0, label)
            for n in range(11):
                bx = x0 + label_w + n * pitch
                self.set_draw_color(*TEAL)
                self.set_line_width(0.3)
                self.set_fill_color(*(TINT if n == 0 else WHITE))
                self.rect(bx, y, box, 7.0, style="DF", round_corners=True, corner_radius=1.0)
                self.set_font("Helvetica", "", 8)
                self.set_text_color(*MUTED)
                s = str(n)
                self.text(bx + box / 2 - self.get_string_width(s) / 2, y + 4.8, s)
            y += 9.2
        self.set_font("Helvetica", "I", 7.5)
        self.set_text_color(*MUTED)
        self.text(x0 + label_w, y + 1.2, "No pain")
        end = "Worst pain you can imagine"
        self.text(x0 + label_w + 10 * pitch + box - self.get_string_width(end), y + 1.2, end)
        return y + 3.5

    def body_outline(self, cx, top, s, back=False):
        """Simple standing figure built from ellipses and rounded rectangles."""
        self.set_draw_color(*TEAL)
        self.set_line_width(0.35)
        self.set_fill_color(*WHITE)

        def rr(x, y, w, h, r):
            self.rect(
                cx + x * s,
                top + y * s,
                w * s,
                h * s,
                style="DF",
                round_corners=True,
                corner_radius=r * s,
            )

        def el(x, y, w, h):
            self.ellipse(cx + x * s, top + y * s, w * s, h * s, style="DF")

        # Arms with hands, tilted slightly away from the body.
        for side in (-1, 1):
            px, py = cx + side * 9.0 * s, top + 15.5 * s
            with self.rotation(side * 7, px, py):
                ax = -4.2 if side < 0 else -0.4
                self.rect(
                    px + ax * s,
                    py - 1.5 * s,
                    4.6 * s,
                    27 * s,
                    style="DF",
                    round_corners=True,
                    corner_radius=2.2 * s,
                )
                self.ellipse(px + (ax + 0.2) * s, py + 24.5 * s, 4.2 * s, 5.6 * s, style="DF")
        # Legs and feet.
        for side in (-1, 1):
            lx = -8.4 if side < 0 else 0.7
            el(lx + (-1.6 if side < 0 else 1.6), 70.2, 9.3, 3.8)
            rr(lx, 37.0, 7.7, 35.0, 3.4)
        # Torso, neck and head drawn last so they cover the joins.
        rr(-10.0, 13.5, 20.0, 28.0, 4.0)
        rr(-2.2, 9.5, 4.4, 5.0, 1.0)
        el(-4.6, 0.0, 9.2, 11.2)
        if back:
            self.set_draw_color(*LINE)
            self.set_line_width(0.25)
            self.set_dash_pattern(dash=1.0, gap=1.0)
            self.line(cx, top + 15.5 * s, cx, top + 39.5 * s)
            self.set_dash_pattern()
        # Side markers: the patient's right is on the viewer's left in the front view.
        self.set_font("Helvetica", "B", 7.5)
        self.set_text_color(*MUTED)
        left_mark, right_mark = ("L", "R") if back else ("R", "L")
        self.text(cx - 12.5 * s - self.get_string_width(left_mark), top + 7.5 * s, left_mark)
        self.text(cx + 12.5 * s, top + 7.5 * s, right_mark)
        self.set_font("Helvetica", "B", 8.5)
        self.set_text_color(*TEAL)
        cap = "Back" if back else "Front"
        self.text(cx - self.get_string_width(cap) / 2, top + 78.5 * s, cap)

    # ------------------------------------------------------------------
    # Medical history checklist
    # ------------------------------------------------------------------
    def yes_no_grid(self, items, columns=3, row_h=6.2):
        gap = 6.0
        col_w = (WIDTH - gap * (columns - 1)) / columns
        per_col = -(-len(items) // columns)
        y0 = self.y_pos
        self.set_font("Helvetica", "B", 7.5)
        self.set_text_color(*TEAL)
        for c in range(columns):
            x = LEFT + c * (col_w + gap)
            yes_x = x + col_w - 15.0
            no_x = x + col_w - 7.5
            self.text(yes_x + 1.6 - self.get_string_width("Yes") / 2, y0 + 3.5, "Yes")
            self.text(no_x + 1.6 - self.get_string_width("No") / 2, y0 + 3.5, "No")
        y0 += 4.6
        for i, item in enumerate(items):
            c, r = divmod(i, per_col)
            x = LEFT + c * (col_w + gap)
            y = y0 + r * row_h
            if r % 2 == 0:
                self.set_fill_color(*TINT)
                self.rect(x - 1.2, y, col_w + 1.2, row_h, style="F")
            baseline = y + row_h / 2 + 1.4
            self.set_font("Helvetica", "", 8.5)
            self.set_text_color(*TEXT)
            self.text(x, baseline, item)
            self.checkbox(x + col_w - 15.0, baseline + 0.1)
            self.checkbox(x + col_w - 7.5, baseline + 0.1)
        self.y_pos = y0 + per_col * row_h + 1.0

    # ------------------------------------------------------------------
    # Medications table
    # ------------------------------------------------------------------
    def table(self, headers, shares, rows, row_h=7.0):
        total = sum(shares)
        widths = [WIDTH * s / total for s in shares]
        y = self.y_pos
        self.set_fill_color(*TINT)
        self.set_draw_color(*TEAL)
        self.set_line_width(0.3)
        self.rect(LEFT, y, WIDTH, row_h, style="F")
        x = LEFT
        self.set_font("Helvetica", "B", 8.5)
        self.set_text_color(*TEAL)
        for head, w in zip(headers, widths, strict=True):
            self.text(x + 2.0, y + row_h / 2 + 1.3, head)
            x += w
        self.line(LEFT, y, RIGHT, y)
        self.line(LEFT, y + row_h, RIGHT, y + row_h)
        self.set_draw_color(*LINE)
        self.set_line_width(0.25)
        for r in range(rows):
            yy = y + row_h * (r + 2)
            self.line(LEFT, yy, RIGHT, yy)
        bottom = y + row_h * (rows + 1)
        x = LEFT
        for w in widths[:-1]:
            x += w
            self.line(x, y, x, bottom)
        self.y_pos = bottom + 1.5


def build(clinic, total_pages=0):
    pdf = IntakeForm(clinic, total_pages)
    name = clinic["name"]
    pdf.set_title(TITLE)
    pdf.set_author(name)
    pdf.set_subject("New patient intake form for " + name)
    pdf.set_keywords("patient intake form, physical therapy, massage, " + clinic["town"])
    pdf.set_creator(name)
    pdf.set_lang("en-US")
    pdf.set_creation_date(FIXED_DATE)

    # ---------------------------------------------------------------- page 1
    pdf.add_page()
    pdf.y_pos = 35.5
    pdf.paragraph(
        "Welcome. Please fill in every page in ink before your first visit and bring it "
        "with your insurance card and a photo ID. Leave blank anything that does not apply "
        "to you. Everything you write here is kept confidential.",
        size=8.5,
        color=MUTED,
        after=3.0,
    )

    pdf.section(1, "Patient details")
    pdf.row([("Full name", 10), ("Date of birth", 4.6), ("Sex", 3.0)])
    pdf.row([("Street address", 1)])
    pdf.row([("City", 6), ("State", 2.2), ("ZIP", 2.6)])
    pdf.row([("Home phone", 1), ("Mobile phone", 1)])
    pdf.row([("Email", 1)])
    pdf.choice_row(
        "Preferred contact method:",
        ["Mobile phone", "Home phone", "Text message", "Email"],
        height=8.0,
    )
    pdf.row([("Occupation", 1), ("Employer", 1)])
    pdf.y_pos += SECTION_GAP + 3.0

    pdf.section(2, "Insurance", note="Please bring your insurance card to your first visit.")
    pdf.choice_row(
        "Coverage type:",
        [
            "Medicare",
            "United Health Care Optum/Oxford",
            "Aetna",
            "Horizon BCBS",
            "Workers Comp",
            "Cigna",
            "Auto",
            "Tricare",
            "Other",
        ],
        other_line=True,
    )
    pdf.subhead("Primary insurance")
    pdf.row([("Insurance company", 6), ("Member ID", 4), ("Group number", 3.4)])
    pdf.row([("Policy holder name", 6), ("Date of birth", 3.6), ("Relationship to patient", 4.6)])
    pdf.subhead("Secondary insurance (if any)")
    pdf.row([("Insurance company", 6), ("Member ID", 4), ("Group number", 3.4)])
    pdf.row([("Policy holder name", 6), ("Date of birth", 3.6), ("Relationship to patient", 4.6)])
    pdf.subhead("Workers Comp or Auto claims only")
    pdf.row([("Claim number", 1), ("Date of injury", 0.8)])
    pdf.row([("Adjuster name", 1), ("Adjuster phone", 0.8)])
    pdf.y_pos += SECTION_GAP + 3.0

    pdf.section(3, "Emergency contact")
    pdf.row([("Name", 6), ("Relationship", 3.5), ("Phone", 3.8)])
    page1_end = pdf.y_pos

    # ---------------------------------------------------------------- page 2
    pdf.add_page()
    pdf.y_pos = 21.0
    pdf.row([("Patient name", 2.2), ("Date of birth", 1)])
    pdf.y_pos += 3.0

    pdf.section(4, "Referral and physician")
    pdf.paragraph(
        "A referral is optional. New Jersey has not required a physician's referral for "
        "physical therapy since September 1, 2019. Some insurance plans still ask for one, "
        "so please list your doctor if you have one.",
        size=8,
        color=MUTED,
        after=0.2,
        line_h=3.8,
    )
    pdf.row([("Referring physician (optional)", 2.2), ("Phone", 1)])
    pdf.row([("Primary care physician", 2.2), ("Phone", 1)])
    pdf.y_pos += SECTION_GAP

    pdf.section(5, "Reason for visit")
    pdf.row([("What is the main problem that brings you in today?", 1)])
    pdf.row([("", 1)])
    half = LEFT + (WIDTH - FIELD_GAP) / 2
    pdf.row([("When did it start?", 1)], x1=half)
    pdf.y_pos -= ROW_H
    pdf.choice_row(
        "Is it getting:", ["Better", "Worse", "About the same"], x0=half + FIELD_GAP, height=ROW_H
    )
    pdf.row([("How did it happen?", 1)])
    pdf.row([("", 1)])
    pdf.row([("What makes it better?", 1), ("What makes it worse?", 1)])
    pdf.row([("Previous treatment for this problem (therapy, injections, surgery, imaging)", 1)])
    pdf.row([("What are your goals for therapy?", 1)])
    pdf.row([("", 1)])
    pdf.y_pos += SECTION_GAP

    pdf.section(6, "Pain")
    top = pdf.y_pos
    pdf.set_font("Helvetica", "", 8.5)
    pdf.set_text_color(*TEXT)
    pdf.set_xy(LEFT, top + 1)
    cell_margin, pdf.c_margin = pdf.c_margin, 0
    pdf.multi_cell(
        112,
        4.1,
        "Circle one number on each line. 0 means no pain and 10 "
        "means the worst pain you can imagine.",
        align="L",
    )
    pdf.c_margin = cell_margin
    pdf.y_pos = pdf.get_y() + 2.0
    end = pdf.pain_scale(LEFT, ["Right now", "At its best", "At its worst"])
    pdf.y_pos = end + 2.5
    pdf.choice_row("The pain is:", ["Constant", "Comes and goes"], x1=LEFT + 117)
    pdf.choice_row(
        "It feels:", ["Aching", "Sharp", "Burning", "Stiff", "Numb or tingling"], x1=LEFT + 117
    )
    pdf.choice_row("It wakes me at night:", ["Yes", "No"], x1=LEFT + 117)
    left_end = pdf.y_pos

    # Body outline panel on the right.
    panel_x, panel_w = LEFT + 118, WIDTH - 118
    pdf.set_draw_color(*LINE)
    pdf.set_line_width(0.25)
    pdf.rect(panel_x, top + 0.5, panel_w, 83, round_corners=True, corner_radius=2.0)
    pdf.set_font("Helvetica", "B", 8.5)
    pdf.set_text_color(*TEAL)
    mark = "Mark where you feel pain"
    pdf.text(panel_x + panel_w / 2 - pdf.get_string_width(mark) / 2, top + 5.8, mark)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.set_text_color(*MUTED)
    hint = "Shade the area or draw an X on each spot"
    pdf.text(panel_x + panel_w / 2 - pdf.get_string_width(hint) / 2, top + 9.6, hint)
    scale = 0.84
    pdf.body_outline(panel_x + panel_w * 0.25, top + 14.0, scale, back=False)
    pdf.body_outline(panel_x + panel_w * 0.75, top + 14.0, scale, back=True)
    pdf.y_pos = max(left_end, top + 84)
    page2_end = pdf.y_pos

    # ---------------------------------------------------------------- page 3
    pdf.add_page()
    pdf.y_pos = 21.0
    pdf.row([("Patient name", 2.2), ("Date of birth", 1)])
    pdf.y_pos += 3.0

    pdf.section(7, "Medical history", note="Do you have, or have you had, any of these?")
    pdf.yes_no_grid(
        [
            "High blood pressure",
            "Heart disease",
            "Pacemaker",
            "Diabetes",
            "Cancer",
            "Osteoporosis",
            "Arthritis",
            "Stroke",
            "Seizures",
            "Lung disease",
            "Kidney disease",
            "Pregnancy (current)",
            "Metal implants",
            "Recent surgery",
            "Falls in the past year",
            "Balance problems",
            "Dizziness",
            "Numbness or tingling",
            "Depression or anxiety",
            "Other (explain below)",
        ]
    )
    pdf.row([("Please explain any yes answers", 1)])
    pdf.row([("Surgeries", 2.4), ("Date", 1), ("Surgeries", 2.4), ("Date", 1)])
    pdf.row([("Allergies (medicines, foods, other)", 1)])
    pdf.choice_row("Are you allergic to latex?", ["Yes", "No"])
    pdf.y_pos += SECTION_GAP - 1.5

    pdf.section(
        8, "Medications", note="Include prescriptions, over-the-counter medicines and supplements."
    )
    pdf.table(["Medication", "Dose", "How often"], [2.2, 1, 1.3], rows=6, row_h=6.4)
    pdf.y_pos += SECTION_GAP - 1.5

    pdf.section(9, "Consent and signatures")
    consents = [
        "**Evaluation and treatment.** I agree to be evaluated and treated by the licensed "
        "staff of {name}. My therapist will explain my care plan, and I may ask questions "
        "or stop treatment at any time.",
        "**Insurance and billing.** I assign my insurance benefits for these services to "
        "{name}, and I allow the clinic to share the health information my insurer needs "
        "to process my claims.",
        "**Financial responsibility.** I am responsible for my co-payments, deductibles, "
        "co-insurance and any charges my insurance does not pay.",
        "**Privacy.** I have been offered a copy of the clinic's Notice of Privacy Practices.",
        "**Cancellations.** Please give at least 24 hours' notice if you need to cancel or "
        "change an appointment. A missed visit without notice may be charged a fee.",
    ]
    for text in consents:
        pdf.paragraph(text.format(name=name), size=8.3, after=0.2, line_h=3.9)
    pdf.y_pos += 1.5
    pdf.row([("Signature of patient", 2.6), ("Date", 1)])
    pdf.row([("Printed name", 1)])
    pdf.row([("Parent or guardian signature (patients under 18)", 2.6), ("Date", 1)])
    page3_end = pdf.y_pos

    return pdf, (page1_end, page2_end, page3_end)


def main():
    clinic = load_clinic()
    out = DOCUMENTS / clinic["intakeForm"]["path"]
    out.parent.mkdir(parents=True, exist_ok=True)
    # The first pass counts the pages so the footer can say "Page 1 of N".
    first, _ = build(clinic)
    pdf, ends = build(clinic, total_pages=first.page)
    limit = PAGE_H - 17.0
    for page, end in enumerate(ends, start=1):
        if end > limit:
            raise SystemExit(f"page {page} content runs to {end:.1f} mm, past {limit:.1f} mm")
    pdf.output(str(out))
    print(f"wrote {out.relative_to(CONTENT.parent)} ({out.stat().st_size} bytes)")
    for page, end in enumerate(ends, start=1):
        print(f"page {page}: content ends at {end:.1f} mm of {limit:.1f}")


if __name__ == "__main__":
    main()
