"""Storing submissions a few at a time: one transaction, one commit and one disk flush for every
request that arrived while the previous commit was being made. A request is answered only once
its own transaction has committed, so nothing answered is ever lost."""

import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Generic, TypeVar

from sqlalchemy import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from api.errors import ClientError

T = TypeVar("T")
log = logging.getLogger("clinic.writer")


class _Job(Generic[T]):
    def __init__(self, work: Callable[[Session], T]) -> None:
        self.work = work
        self.future: Future[T] = Future()


class BatchWriter:
    """One thread that runs store functions in shared transactions.

    A store function may raise a ClientError before it writes anything (a refusal that only
    that request gets). Should a batch hit a conflict (two processes storing the same
    Idempotency-Key at once), it is rolled back and its jobs are run again one by one.
    """

    def __init__(self, engine: Engine, max_batch: int = 64) -> None:
        self.engine = engine
        self.max_batch = max_batch
        self._jobs: queue.SimpleQueue[_Job[Any] | None] = queue.SimpleQueue()  # None: stop
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def run(self, work: Callable[[Session], T]) -> Future[T]:
        job: _Job[T] = _Job(work)
        self._jobs.put(job)
        self._ensure_thread()
        return job.future

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            with self._lock:
                if self._thread is None or not self._thread.is_alive():
                    self._thread = threading.Thread(target=self._loop, name="batch-writer",
                                                    daemon=True)  # fmt: skip
                    self._thread.start()

    def close(self) -> None:
        """Let the thread finish what is queued, then stop."""
        if self._thread is not None and self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join(timeout=10)

    def _loop(self) -> None:
        while True:
            first = self._jobs.get()
            if first is None:
                return
            batch = [first]
            while len(batch) < self.max_batch:
                try:
                    job = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if job is None:
                    self._jobs.put(None)
                    break
                batch.append(job)
            try:
                self._write(batch)
            except IntegrityError:
                for job in batch:
                    if job.future.done():
                        continue
                    try:
                        self._write([job])
                    except Exception as error:
                        job.future.set_exception(error)
            except Exception as error:  # the database is unreachable: every job hears of it
                log.error("storing failed", extra={"event": "store_failed",
                                                   "error": type(error).__name__})  # fmt: skip
                for job in batch:
                    if not job.future.done():
                        job.future.set_exception(error)

    def _write(self, batch: list[_Job[Any]]) -> None:
        results: list[tuple[_Job[Any], Any]] = []
        with Session(self.engine, expire_on_commit=False) as session:
            for job in batch:
                try:
                    results.append((job, job.work(session)))
                except ClientError as refusal:
                    job.future.set_exception(refusal)
            session.commit()
        for job, result in results:
            job.future.set_result(result)
