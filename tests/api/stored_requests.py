"""Many stored requests at once, as a clinic has after months of use: for the console's
benchmark (bench/console.py) and the tests of how the inbox reads them."""

import random
from datetime import UTC, date, datetime, timedelta
from typing import Any

import psycopg

FIRST = [
    "Maria",
    "Jose",
    "Ana",
    "Luis",
    "Carmen",
    "Juan",
    "Rosa",
    "Pedro",
    "Elena",
    "Jorge",
    "Sofia",
    "Diego",
    "Laura",
    "Pablo",
    "Marta",
    "James",
    "Mary",
    "John",
    "Linda",
    "Robert",
    "Susan",
    "Michael",
    "Karen",
    "David",
    "Nancy",
    "Daniel",
    "Lisa",
    "Paul",
    "Betty",
    "Mark",
    "Helen",
    "Steven",
    "Sandra",
    "Kevin",
    "Donna",
    "Brian",
    "Carol",
    "Priya",
    "Ravi",
    "Wei",
    "Mei",
]
LAST = [
    "Garcia",
    "Rodriguez",
    "Martinez",
    "Lopez",
    "Gonzalez",
    "Perez",
    "Sanchez",
    "Ramirez",
    "Torres",
    "Flores",
    "Rivera",
    "Gomez",
    "Diaz",
    "Cruz",
    "Morales",
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Miller",
    "Davis",
    "Wilson",
    "Moore",
    "Taylor",
    "Anderson",
    "Thomas",
    "Jackson",
    "White",
    "Harris",
    "Martin",
    "Thompson",
    "Patel",
    "Shah",
    "Chen",
    "Wang",
    "Kim",
    "Nguyen",
    "Cohen",
    "Russo",
]
ENQUIRY_SHARE = 0.2


def store_requests(database_url: str, count: int) -> None:
    """`count` requests over the last 180 days, a fifth of them enquiries and a tenth spam, in
    the tables the site writes (one COPY each, without the forms' cost)."""
    rng = random.Random(7)
    now = datetime.now(UTC)
    statuses = ["new"] * 3 + ["called_back"] * 2 + ["booked", "closed", "closed", "closed"]
    with psycopg.connect(database_url) as connection, connection.cursor() as cursor:
        for table, share in (
            ("appointment_request", 1 - ENQUIRY_SHARE),
            ("enquiry", ENQUIRY_SHARE),
        ):
            extra = ", treatment_id, treatment_name, tariff_id, appointment_date"
            columns = "full_name, phone, email, subject, message, is_spam, status, created_at" + (
                extra if table == "appointment_request" else ""
            )
            with cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                for n in range(int(count * share)):
                    spam = rng.random() < 0.1
                    first, last = rng.choice(FIRST), rng.choice(LAST)
                    row: list[Any] = [
                        f"{first} {last}",
                        f"({rng.randint(201, 973)}) 555-{n % 10000:04d}",
                        f"{first}.{last}{n}@example.com".lower(),
                        "Knee pain",
                        "A message about the knee.",
                        spam,
                        "spam" if spam else rng.choice(statuses),
                        now - timedelta(minutes=rng.randrange(180 * 24 * 60)),
                    ]
                    if table == "appointment_request":
                        row += [2, "TMJ Dysfunction", 0, date.today() + timedelta(days=7)]
                    copy.write_row(row)
        connection.commit()
        # As autovacuum would soon after: the planner's statistics of the new rows.
        cursor.execute("ANALYZE appointment_request, enquiry")
