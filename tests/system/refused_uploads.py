"""Refused uploads through a reverse proxy (issue 30, item 6).

Linkhop refuses an upload it may not take (no credential: 401; a form field
over 4 KiB: 413) before or while reading its body. nginx buffers the whole
body first, then sends it on; had Linkhop closed the connection on the
unread rest, nginx would get a reset and answer 502. Linkhop reads and
throws away the rest of a refused body first (lingering close), so the
client gets the refusal itself. multi_instance.py runs this against its
nginx.
"""

import http.client

MIB = 1024 * 1024


def upload(port, fields, cookie=None, host=None):
    """A multipart POST /api/import of (name, file name or None, bytes)
    fields, sent whole before the answer is read (with `Host: host` when
    given); returns the status."""
    boundary = "XrefusedXuploadX"
    parts = []
    for name, file_name, value in fields:
        disposition = f'form-data; name="{name}"' + (f'; filename="{file_name}"' if file_name else "")
        parts.append(f"--{boundary}\r\nContent-Disposition: {disposition}\r\n\r\n".encode() + value + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    headers = {"Content-Type": f"multipart/form-data; boundary={boundary}"}
    if cookie:
        headers["Cookie"] = cookie
    if host:
        headers["Host"] = host
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.request("POST", "/api/import", body=body, headers=headers)
        response = conn.getresponse()
        response.read()
        return response.status
    finally:
        conn.close()


def refused_upload_statuses(port, cookie, host=None):
    """The statuses of 12 anonymous imports of 1-5 MB files, and of 6 imports
    (with the session `cookie`) whose `service` field is 2-5 MB, each sent
    with `Host: host` when given."""
    anonymous = [upload(port, [("service", None, b"lynx"),
                               ("file", "links.csv", b"a" * ((1 + i % 5) * MIB))], host=host)
                 for i in range(12)]
    oversized = [upload(port, [("service", None, b"x" * ((2 + i % 4) * MIB))], cookie, host)
                 for i in range(6)]
    return anonymous, oversized
