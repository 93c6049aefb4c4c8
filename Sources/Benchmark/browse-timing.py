#!/usr/bin/env python3
"""Times raygem browse through a pseudo-terminal, for the benchmark table.

  browse-timing.py RAYGEM CATALOG OUT.json
  browse-timing.py --peak RAYGEM CATALOG [KEYS]

- First frame: from starting `raygem browse` on the bundled catalog until
  it ends its first synchronized update (ESC [ ? 2026 l), against the wall
  time of `raygem list` started the same way on a pseudo-terminal of the
  same size; rounds alternate the two.
- First frame on CATALOG (the 100,000-gem one, its index already built):
  from starting `raygem --catalog CATALOG browse` to the end of its first
  update.
- Keystrokes: on CATALOG, after the first frame and
  `/`, each typed character of several queries (and backspaces) is timed
  from the write to the end of the update it causes.

With --peak, it prints the peak memory in KiB (GNU time's %M) of browse on
CATALOG up to its first frame, and nothing else; with KEYS after CATALOG,
each key is pressed after the first frame and its update waited for
(`f2` marks the first gem a favorite, then shows the Favorites tab).
"""
import fcntl, json, os, pty, select, statistics, struct, sys, tempfile, termios, time

END = b"\x1b[?2026l"
SIZE = (40, 120)  # rows, columns


def spawn(argv, env):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", SIZE[0], SIZE[1], 0, 0))
    return pid, fd


def read_until(fd, marker, timeout=120.0):
    """Reads until `marker` has arrived; returns the time it did, or None at EOF."""
    data = b""
    deadline = time.perf_counter() + timeout
    while marker not in data:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.perf_counter()))
        if not ready:
            raise SystemExit(f"browse-timing: no {marker!r} within {timeout} s")
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return None
        if not chunk:
            return None
        data += chunk
    return time.perf_counter()


def drain(fd):
    while select.select([fd], [], [], 0)[0]:
        try:
            if not os.read(fd, 65536):
                return
        except OSError:
            return


def finish(pid, fd):
    os.waitpid(pid, 0)
    os.close(fd)


def first_frame(raygem, env, catalog_arguments=(), keys=""):
    start = time.perf_counter()
    pid, fd = spawn([raygem, *catalog_arguments, "browse"], env)
    done = read_until(fd, END, timeout=300)
    for key in keys:
        os.write(fd, key.encode())
        read_until(fd, END, timeout=300)
    os.write(fd, b"\x03")  # Ctrl-C leaves from any focus; `q` would be typed into a query
    drain(fd)
    finish(pid, fd)
    return done - start


def list_wall(raygem, env):
    start = time.perf_counter()
    # Straight to the terminal: on one, list would otherwise wait in the pager.
    pid, fd = spawn([raygem, "list", "--no-pager"], env)
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    os.close(fd)
    return elapsed


def keystrokes(raygem, catalog, env):
    pid, fd = spawn([raygem, "--catalog", catalog, "browse"], env)
    read_until(fd, END, timeout=300)
    os.write(fd, b"/")
    read_until(fd, END)
    samples = []
    for query in ["rose quartz", "sapphire", "cats eye", "paraiba", "tourmaline", "blue", "a", "zircon"]:
        for character in query:
            start = time.perf_counter()
            os.write(fd, character.encode())
            samples.append(read_until(fd, END) - start)
        for _ in query:
            start = time.perf_counter()
            os.write(fd, b"\x7f")
            samples.append(read_until(fd, END) - start)
    os.write(fd, b"\x03")
    drain(fd)
    finish(pid, fd)
    return samples


def peak(raygem, catalog, env, keys=""):
    with tempfile.NamedTemporaryFile(mode="r") as report:
        first_frame("/usr/bin/time", env, ("-f", "%M", "-o", report.name, raygem, "--catalog", catalog), keys)
        return int(report.read().split()[-1])


def main():
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("COLUMNS", None)
    if sys.argv[1] == "--peak":
        print(peak(sys.argv[2], sys.argv[3], env, "".join(sys.argv[4:])))
        return
    raygem, catalog, out = sys.argv[1:4]
    frames, lists = [], []
    for _ in range(3):
        first_frame(raygem, env)
        list_wall(raygem, env)
    for _ in range(30):
        frames.append(first_frame(raygem, env))
        lists.append(list_wall(raygem, env))
    large = sorted(first_frame(raygem, env, ("--catalog", catalog)) for _ in range(7))
    samples = keystrokes(raygem, catalog, env)
    samples.sort()
    result = {
        "first_frame": statistics.median(frames),
        "list": statistics.median(lists),
        "large_first_frame": statistics.median(large),
        "keystroke_median": statistics.median(samples),
        "keystroke_p99": samples[min(len(samples) - 1, int(len(samples) * 0.99))],
        "keystrokes": len(samples),
    }
    json.dump(result, open(out, "w"))
    print(json.dumps(result))


main()
