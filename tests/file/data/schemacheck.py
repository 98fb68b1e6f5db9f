#!/usr/bin/python3
"""Checks project files against the project file's JSON Schema with python3-jsonschema.

schemacheck.py SCHEMA FILE...: checks the schema itself (draft 2020-12), then prints a line for
each FILE: "pass PATH", "fail PATH<TAB>the first error", or "notjson PATH<TAB>why" for a file
that is not strict JSON (not UTF-8, a syntax error, a duplicate key, a number a double cannot
hold, a lone surrogate): what the reader refuses before any rule, and a schema cannot say.
"""
import json
import sys

from jsonschema import Draft202012Validator


def no_duplicates(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate key")
    return dict(pairs)


def exact_float(text):
    value = float(text)
    mantissa = text.lower().split("e")[0]
    if value in (float("inf"), float("-inf")) or (value == 0 and any(c in "123456789" for c in mantissa)):
        raise ValueError("a number a double cannot hold: " + text)
    return value


def exact_int(text):
    if float(text) in (float("inf"), float("-inf")):
        raise ValueError("a number a double cannot hold")
    return int(text)


def not_json(name):
    raise ValueError("not JSON: " + name)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    for path in sys.argv[2:]:
        try:
            with open(path, "rb") as f:
                text = f.read().decode("utf-8-sig")
            document = json.loads(text, object_pairs_hook=no_duplicates, parse_float=exact_float,
                                  parse_int=exact_int, parse_constant=not_json)
            json.dumps(document, ensure_ascii=False).encode("utf-8")  # lone surrogates
        except (ValueError, UnicodeError, RecursionError) as e:
            why = str(e).splitlines()[0] if str(e) else type(e).__name__
            print("notjson", path + "\t" + why)
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            where = "/".join(str(p) for p in errors[0].absolute_path)
            print("fail", path + "\t" + where + ": " + errors[0].message.splitlines()[0][:200])
        else:
            print("pass", path)


if __name__ == "__main__":
    main()
