"""The clinic's side: staff members, their passkeys and sessions, and the work on requests
(docs/console.md). The routes are api/routes/staff.py; the commands api/cli/staff.py."""
