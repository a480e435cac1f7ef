"""Where a request has got to, the moves the front desk may make from each status, and the
moves the patient may make: the one table the API, the console, the status page and the tests
read."""

NEW = "new"
CALLED_BACK = "called_back"
BOOKED = "booked"
CLOSED = "closed"
SPAM = "spam"
CANCELLED = "cancelled"

LABELS = {
    NEW: "New",
    CALLED_BACK: "Called back",
    BOOKED: "Booked",
    CLOSED: "Closed",
    SPAM: "Spam",
    CANCELLED: "Cancelled",
}

# The front desk's moves. Booked to booked is another agreed time; closed and cancelled can be
# opened again by a call back.
MOVES: dict[str, tuple[str, ...]] = {
    NEW: (CALLED_BACK, BOOKED, CLOSED, SPAM),
    CALLED_BACK: (BOOKED, CLOSED, SPAM),
    BOOKED: (BOOKED, CALLED_BACK, CLOSED),
    CLOSED: (CALLED_BACK,),
    SPAM: (NEW,),
    CANCELLED: (CALLED_BACK,),
}
# What the patient may do from the status page: cancel what is still open.
PATIENT_MAY_CANCEL = (NEW, CALLED_BACK, BOOKED)
PATIENT = "patient"  # the author of a patient's own move, in the history and the audit trail


def may_move(current: str, to: str) -> bool:
    return to in MOVES.get(current, ())
