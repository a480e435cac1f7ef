"""A request after the submit, as the patient lives it: where it has got to (`statuses`), the
private status page and cancelling (`status_page`), the emails a booking causes
(`booking_emails`) and the reminder the day before (`reminders`)."""
