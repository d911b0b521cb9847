"""GNU Backgammon reads back match files: its own .mat exports, and the .mat and SGF files the
library wrote from them (runs inside gnubg: `gnubg -t -q -r -p`; use ./generate-files.sh).

  TAVLA_FILES_DIR   test/fixtures/gnubg/files: <name>.mat as gnubg wrote it, library/<name>.mat
                    and library/<name>.sgf as the library wrote them (test/oracle/write-files.ts)
  TAVLA_ORACLE_DIR, TAVLA_GNUBG_VERSION, TAVLA_STATUS_FILE as gnubg_session.py says.

For every match it records gnubg's account (gnubg_account.py) after `import mat` of gnubg's own
.mat, `import mat` of the library's .mat and `load match` of the library's SGF, and writes them
to readback.json.gz; test/notation/match-files.test.ts compares them with the match as gnubg
played it (matches.json.gz).
"""

import gzip
import json
import os
import sys

# gnubg runs this file without its directory on sys.path; gnubg-run.sh passes it.
sys.path.insert(0, os.environ["TAVLA_ORACLE_DIR"])
sys.dont_write_bytecode = True  # no __pycache__ in the repository

from gnubg_account import account  # noqa: E402
from gnubg_session import OracleError, generator, main_guard, run  # noqa: E402


# gnubg's .mat importer also keeps "a beaver was offered" from a file that ended after a dropped
# beaver, and then loses the first game of the next file; a take clears it.  Before every
# `import mat`, a file of one double and its take is imported (the account read is the next file's).
RESET = os.path.join(os.environ["TAVLA_WORK_DIR"], "reset.mat")


def read(command, path):
    if not os.path.exists(path):
        raise OracleError("%s is missing" % path)
    if command == "import mat":
        run("import mat %s" % RESET)
    run("%s %s" % (command, path))
    return account()


def main():
    root = os.environ["TAVLA_FILES_DIR"]
    lib = os.path.join(root, "library")
    run("set confirm new off")
    with open(RESET, "w") as fh:
        fh.write(" 0 point match\n\n Game 1\n a : 0                          b : 0\n  1)  Doubles => 2                Takes\n")
    files = {}
    # gnubg's .mat importer keeps the variation of the last file that named one ("NackGammon")
    # for the next file that names none, whose moves it then fails to read: the files that name
    # a variation are read last.
    def names_variation(name):
        with open(os.path.join(root, name), encoding="utf-8") as fh:
            return "[Variation " in fh.read()

    mats = sorted(n for n in os.listdir(lib) if n.endswith(".mat"))
    for name in sorted(mats, key=lambda n: (names_variation(n), n)):
        base = name[:-4]
        files[base] = {
            "gnubgMat": read("import mat", os.path.join(root, base + ".mat")),
            "libraryMat": read("import mat", os.path.join(lib, base + ".mat")),
            "librarySgf": read("load match", os.path.join(lib, base + ".sgf")),
        }
    head = generator("test/oracle/files-import.py")
    with gzip.GzipFile(os.path.join(root, "readback.json.gz"), "wb", mtime=0) as fh:
        fh.write((json.dumps({"generator": head, "files": files}, sort_keys=True, separators=(",", ":")) + "\n").encode("utf-8"))


main_guard(main)
