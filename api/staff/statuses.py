"""Where the front desk has got to with a request, and the moves allowed from each status:
the one table the API, the console and the tests read."""

NEW, CALLED_BACK, BOOKED, CLOSED, SPAM = "new", "called_back", "booked", "closed", "spam"

LABELS = {NEW: "New", CALLED_BACK: "Called back", BOOKED: "Booked", CLOSED: "Closed", SPAM: "Spam"}

# Booked to booked is another agreed time; closed can be opened again by a call back.
MOVES: dict[str, tuple[str, ...]] = {
    NEW: (CALLED_BACK, BOOKED, CLOSED, SPAM),
    CALLED_BACK: (BOOKED, CLOSED, SPAM),
    BOOKED: (BOOKED, CALLED_BACK, CLOSED),
    CLOSED: (CALLED_BACK,),
    SPAM: (NEW,),
}


def may_move(current: str, to: str) -> bool:
    return to in MOVES.get(current, ())
