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


def read(command, path):
    if not os.path.exists(path):
        raise OracleError("%s is missing" % path)
    run("%s %s" % (command, path))
    return account()


def main():
    root = os.environ["TAVLA_FILES_DIR"]
    lib = os.path.join(root, "library")
    run("set confirm new off")
    files = {}
    for name in sorted(os.listdir(lib)):
        if not name.endswith(".mat"):
            continue
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
