"""Debian's nginx in front of the instances, with the server blocks of
docs/domains.md: one block for every short domain's name, and a default
server for any other."""

import os
import re
import shutil
import signal
import subprocess
import time

from cluster import HOST_OF_PORT, ROOT, free_port, location, request

# The names of the one server block: the default domain (no domain has this
# host) and two domains added by domain_checks(). Requests go to nginx's port
# with one of them in Host; no DNS is involved.
DEFAULT_NAME = "s.localtest"
GO_NAME = "go.localtest"
LINKS_NAME = "links.localtest"
SERVER_NAMES = (DEFAULT_NAME, GO_NAME, LINKS_NAME)
# Not in server_name: nginx's default server answers it.
STRANGER_NAME = "other.localtest"
DOMAINS_DOC = os.path.join(ROOT, "docs", "domains.md")
DOMAINS_DOC_SECTION = "## The reverse proxy"

NGINX_CONF = """
worker_processes 1;
daemon off;
pid {work}/nginx.pid;
error_log {work}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    log_format upstreamlog '$status $upstream_addr';
    access_log {work}/access.log upstreamlog;
    client_body_temp_path {work}/body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
    upstream linkhop {{
{servers}
        keepalive 32;
    }}
{server_blocks}
}}
"""


def doc_server_blocks(port):
    """The nginx block of docs/domains.md ("The reverse proxy") as this test
    runs it: the doc's own lines, with plain HTTP on nginx's loopback port
    instead of `listen 443` and certificates, SERVER_NAMES instead of the
    example hosts, and the three instances' upstream instead of one address.
    Every other line (the forwarded headers above all) is the doc's."""
    with open(DOMAINS_DOC, encoding="utf-8") as f:
        text = f.read()
    section = text[text.index(DOMAINS_DOC_SECTION):]
    block = re.search(r"^```nginx\n(.*?)^```", section, re.S | re.M).group(1)
    lines = []
    for line in block.split("\n"):
        indent = line[:len(line) - len(line.lstrip())]
        words = line.replace(";", " ").split()
        directive = words[0] if words else ""
        if directive.startswith("ssl_") or directive == "http2" or (directive == "listen" and "[::]" in line):
            continue
        if not line.strip() and lines and not lines[-1].strip():
            continue
        if directive == "listen":
            line = f"{indent}listen 127.0.0.1:{port}{' default_server' if 'default_server' in words[1:] else ''};"
        elif directive == "server_name" and words[1:] != ["_"]:
            line = f"{indent}server_name {' '.join(SERVER_NAMES)};"
        elif directive == "proxy_pass":
            line = f"{indent}proxy_pass http://linkhop;"
        lines.append("    " + line if line else line)
    return "\n".join(lines)


class Nginx:
    def __init__(self, work, instances):
        self.port = free_port()
        self.dir = os.path.join(work, "nginx")
        os.makedirs(self.dir)
        self.name = "nginx"
        HOST_OF_PORT[self.port] = DEFAULT_NAME
        servers = "\n".join(f"        server 127.0.0.1:{i.port};" for i in instances)
        self.server_blocks = doc_server_blocks(self.port)
        self.conf = os.path.join(self.dir, "nginx.conf")
        with open(self.conf, "w") as f:
            f.write(NGINX_CONF.format(work=self.dir, servers=servers, server_blocks=self.server_blocks))
        conf = self.conf
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        self.output = os.path.join(self.dir, "output.log")
        with open(self.output, "wb") as out:
            self.proc = subprocess.Popen([nginx, "-p", self.dir, "-c", conf], stdout=out, stderr=out)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                if request(self.port, "GET", "/api", timeout=2)[0] == 200:
                    return
            except OSError:
                time.sleep(0.05)
            if self.proc.poll() is not None:
                break
        raise SystemExit("nginx did not start: " + open(self.output).read())

    def logged(self):
        """(status, upstream address) of each request nginx logged."""
        with open(os.path.join(self.dir, "access.log")) as f:
            return [tuple(line.split()[:2]) for line in f if len(line.split()) > 1]

    def upstreams_used(self):
        return {upstream for _, upstream in self.logged()}

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGQUIT)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()




def proxied(edge, slug, host, headers=None):
    """Three answers through nginx (round robin: each instance in turn);
    one answer when all agree, else all three."""
    answers = {location(edge.port, slug, host, headers) for _ in range(3)}
    return answers.pop() if len(answers) == 1 else answers
