"""Grows the demo catalogue of a bench database to N plans, so the map's strip and the catalogue
are measured against a catalogue of the size the product must carry (10,000 plans).

Each extra plan copies a demo plan (cycling through them) under a new id and a numbered title,
with its created time shifted so the newest-first order interleaves the copies.
Usage: python3 grow-catalogue.py DATABASE.db N
"""

import sqlite3
import sys


def main() -> None:
    path, target = sys.argv[1], int(sys.argv[2])
    db = sqlite3.connect(path)
    columns = [row[1] for row in db.execute("PRAGMA table_info(plans)")]
    demo = db.execute("SELECT id FROM plans WHERE NOT is_hidden ORDER BY id").fetchall()
    have = db.execute("SELECT COUNT(*) FROM plans").fetchone()[0]
    copied = [c for c in columns if c not in ("id", "title", "created_at")]
    insert = (
        f"INSERT INTO plans (id, title, created_at, {', '.join(copied)}) "
        f"SELECT ?, title || ' #' || ?, created_at - ?, {', '.join(copied)} FROM plans WHERE id = ?"
    )
    with db:
        for n in range(target - have):
            source = demo[n % len(demo)][0]
            db.execute(insert, (f"bench-{n:05d}", n + 1, n, source))
    print(f"{db.execute('SELECT COUNT(*) FROM plans').fetchone()[0]} plans")


if __name__ == "__main__":
    main()
