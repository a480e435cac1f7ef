"""Days and times as a patient reads them, in their language (English or US Spanish): the
emails and the status page say them alike."""

from datetime import date, datetime, time

from babel.dates import format_date, format_time

from api.core.languages import SOURCE_LANGUAGE

SPANISH_LOCALE = "es_US"  # CLDR's US Spanish: "10:30 a.m."


def long_date(value: date, language: str = SOURCE_LANGUAGE) -> str:
    """Thursday, December 3, 2026; jueves, 3 de diciembre de 2026."""
    if language != SOURCE_LANGUAGE:
        return format_date(value, "EEEE, d 'de' MMMM 'de' y", locale=SPANISH_LOCALE)
    return f"{value:%A, %B} {value.day}, {value.year}"


def day(moment: datetime, language: str = SOURCE_LANGUAGE) -> str:
    """Tuesday, March 3; martes, 3 de marzo."""
    if language != SOURCE_LANGUAGE:
        return format_date(moment, "EEEE, d 'de' MMMM", locale=SPANISH_LOCALE)
    return f"{moment:%A, %B} {moment.day}"


def short_day(moment: datetime, language: str = SOURCE_LANGUAGE) -> str:
    """March 3; 3 de marzo."""
    if language != SOURCE_LANGUAGE:
        return format_date(moment, "d 'de' MMMM", locale=SPANISH_LOCALE)
    return f"{moment:%B} {moment.day}"


def clock(moment: datetime | time, language: str = SOURCE_LANGUAGE) -> str:
    """10:30 AM; 10:30 a.m."""
    if language != SOURCE_LANGUAGE:
        # CLDR puts a narrow no-break space before "a.m.", which some mail fonts lack.
        return format_time(moment, "h:mm a", locale=SPANISH_LOCALE).replace("\u202f", " ")
    return f"{moment:%I:%M %p}".removeprefix("0")


def at_time(moment: datetime, language: str = SOURCE_LANGUAGE) -> str:
    """at 10:30 AM; a las 10:30 a.m., but a la 1:30 p.m. (one o'clock is singular)."""
    if language != SOURCE_LANGUAGE:
        return f"{'a la' if moment.hour % 12 == 1 else 'a las'} {clock(moment, language)}"
    return f"at {clock(moment, language)}"
