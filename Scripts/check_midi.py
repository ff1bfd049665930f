"""Checks a MIDI file written by `audiograph render --format mid` against the audio graph's events.

Usage: check_midi.py FILE.mid EXPECTED.json

The file is read with mido (an independent reader; Scripts/setup installs the pinned version into
.build/python-tools). EXPECTED.json is written by the Swift test from the Score the renderer plays:

  {"trackNames": [...],              every track's name, in order (conductor first)
   "stereo": true,
   "notes":  [{"track": NAME, "start": S, "end": S, "frequency": HZ, "gain": G, "pan": P}],
   "glides": [{"track": NAME, "start": S, "end": S, "keys": [[S, HZ, GAIN], ...]}],
   "hits":   [{"start": S, "end": S, "key": K, "gain": G}]}

Times are seconds. The check derives the time of every MIDI event from the file's own tempo and
time division, and the sounding pitch of a note from its key, the channel's pitch bend in effect
and the bend range the channel's RPN 0,0 set. It requires:
  - format 1, the track names in order;
  - every expected note: a note on in its track within 1 ms of its start, at its frequency within
    5 cents (bend included), with velocity round(127 * sqrt(gain)), and its note off within 1 ms of
    its end; in stereo, pan (controller 10) round(64 + 64p) or round(64 + 63p) at the note on, and
    64 everywhere in mono;
  - every expected glide: a note on within 1 ms of its start held to its end (within 1 ms), and at
    every key point's time the held key plus the bend in effect within 5 cents of the key's
    frequency, with velocity from the loudest key and volume (controller 7) round(127 *
    sqrt(gain / loudest)) within 1 step;
  - every earcon hit: a percussion note (channel 10) with the expected key within 1 ms;
  - no other note in any track.
It prints the largest timing error (ms) and pitch error (cents) and exits 1 on any failure.
"""

import json
import math
import sys

import mido

TIME_TOLERANCE = 0.001
CENTS_TOLERANCE = 5.0


class Channel:
    def __init__(self):
        self.rpn = (127, 127)
        self.bend_range = 2.0  # semitones: the General MIDI default until RPN 0,0 sets it
        self.bends = [(-1, 0)]  # (tick, value in -8192...8191)
        self.pans = [(-1, 64)]
        self.volumes = [(-1, 100)]

    @staticmethod
    def at(changes, tick):
        value = changes[0][1]
        for when, new in changes:
            if when > tick:
                break
            value = new
        return value


def read(path):
    midi = mido.MidiFile(path)
    tempo = None
    for message in midi.tracks[0]:
        if message.type == "set_tempo":
            tempo = message.tempo
    if tempo is None:
        tempo = 500000
    seconds_per_tick = mido.tick2second(1, midi.ticks_per_beat, tempo)
    tracks = []
    for track in midi.tracks:
        tick = 0
        channels = {}
        notes = []
        open_notes = {}
        for message in track:
            tick += message.time
            if message.is_meta:
                continue
            channel = channels.setdefault(message.channel, Channel())
            if message.type == "control_change":
                if message.control == 101:
                    channel.rpn = (message.value, channel.rpn[1])
                elif message.control == 100:
                    channel.rpn = (channel.rpn[0], message.value)
                elif message.control == 6 and channel.rpn == (0, 0):
                    channel.bend_range = message.value + (channel.bend_range % 1)
                elif message.control == 38 and channel.rpn == (0, 0):
                    channel.bend_range = math.floor(channel.bend_range) + message.value / 100
                elif message.control == 10:
                    channel.pans.append((tick, message.value))
                elif message.control == 7:
                    channel.volumes.append((tick, message.value))
            elif message.type == "pitchwheel":
                channel.bends.append((tick, message.pitch))
            elif message.type == "note_on" and message.velocity > 0:
                note = {
                    "tick": tick, "channel": message.channel, "key": message.note,
                    "velocity": message.velocity, "bend_range": channel.bend_range, "end": None,
                }
                notes.append(note)
                open_notes[(message.channel, message.note)] = note
            elif message.type in ("note_off", "note_on"):
                note = open_notes.pop((message.channel, message.note), None)
                if note is not None:
                    note["end"] = tick
        tracks.append({"name": track.name, "notes": notes, "channels": channels})
    return midi, tracks, seconds_per_tick


def main():
    midi, tracks, seconds_per_tick = read(sys.argv[1])
    with open(sys.argv[2]) as handle:
        expected = json.load(handle)
    failures = []
    worst_ms = 0.0
    worst_cents = 0.0

    def seconds(tick):
        return tick * seconds_per_tick

    def tick_of(time):
        return round(time / seconds_per_tick)

    def pitch(track, note, tick):
        channel = track["channels"][note["channel"]]
        bend = Channel.at(channel.bends, tick)
        return note["key"] + bend / 8192 * note["bend_range"]

    def cents(semitones, frequency):
        return 100 * (semitones - (69 + 12 * math.log2(frequency / 440)))

    def pan_value(pan):
        pan = max(-1.0, min(1.0, pan))
        return round(64 + 64 * pan) if pan < 0 else round(64 + 63 * pan)

    if midi.type != 1:
        failures.append(f"format {midi.type}, expected 1")
    names = [track["name"] for track in tracks]
    if names != expected["trackNames"]:
        failures.append(f"track names {names}, expected {expected['trackNames']}")
    by_name = {track["name"]: track for track in tracks}
    used = set()

    def find(track, start, test):
        nonlocal worst_ms
        best = None
        for index, note in enumerate(track["notes"]):
            if (track["name"], index) in used or note["channel"] == 9:
                continue
            error = abs(seconds(note["tick"]) - start)
            if error <= TIME_TOLERANCE and test(note) and (best is None or error < best[1]):
                best = (index, error)
        if best is None:
            return None
        used.add((track["name"], best[0]))
        worst_ms = max(worst_ms, best[1] * 1000)
        return track["notes"][best[0]]

    for item in expected["notes"]:
        track = by_name.get(item["track"])
        if track is None:
            failures.append(f"no track {item['track']}")
            continue
        note = find(track, item["start"],
                    lambda n: abs(cents(pitch(track, n, n["tick"]), item["frequency"])) <= CENTS_TOLERANCE)
        if note is None:
            failures.append(f"{item['track']}: no note at {item['start']:.4f} s at {item['frequency']:.2f} Hz")
            continue
        worst_cents = max(worst_cents, abs(cents(pitch(track, note, note["tick"]), item["frequency"])))
        velocity = max(1, min(127, round(127 * math.sqrt(item["gain"]))))
        if note["velocity"] != velocity:
            failures.append(f"{item['track']}: note at {item['start']:.4f} s has velocity {note['velocity']}, expected {velocity}")
        if note["end"] is None or abs(seconds(note["end"]) - item["end"]) > TIME_TOLERANCE:
            failures.append(f"{item['track']}: note at {item['start']:.4f} s ends wrongly")
        else:
            worst_ms = max(worst_ms, abs(seconds(note["end"]) - item["end"]) * 1000)
        pan = Channel.at(track["channels"][note["channel"]].pans, note["tick"])
        wanted = pan_value(item["pan"]) if expected["stereo"] else 64
        if pan != wanted:
            failures.append(f"{item['track']}: note at {item['start']:.4f} s has pan {pan}, expected {wanted}")

    for item in expected["glides"]:
        track = by_name.get(item["track"])
        if track is None:
            failures.append(f"no track {item['track']}")
            continue
        keys = item["keys"]
        loudest = max(key[2] for key in keys)
        note = find(track, item["start"], lambda n: n["end"] is not None and n["end"] >= tick_of(keys[-1][0]))
        if note is None:
            failures.append(f"{item['track']}: no held note at {item['start']:.4f} s for a glide")
            continue
        if abs(seconds(note["end"]) - item["end"]) > TIME_TOLERANCE:
            failures.append(f"{item['track']}: glide at {item['start']:.4f} s ends at {seconds(note['end']):.4f} s")
        velocity = max(1, min(127, round(127 * math.sqrt(loudest))))
        if note["velocity"] != velocity:
            failures.append(f"{item['track']}: glide at {item['start']:.4f} s has velocity {note['velocity']}, expected {velocity}")
        channel = track["channels"][note["channel"]]
        for time, frequency, gain in keys:
            tick = tick_of(time)
            error = abs(cents(pitch(track, note, tick), frequency))
            worst_cents = max(worst_cents, error)
            if error > CENTS_TOLERANCE:
                failures.append(f"{item['track']}: glide key at {time:.4f} s is {error:.2f} cents from {frequency:.2f} Hz")
            volume = round(127 * math.sqrt(gain / loudest)) if loudest > 0 else 0
            if abs(Channel.at(channel.volumes, tick) - volume) > 1:
                failures.append(f"{item['track']}: glide key at {time:.4f} s has volume {Channel.at(channel.volumes, tick)}, expected {volume}")
            if not expected["stereo"] and Channel.at(channel.pans, tick) != 64:
                failures.append(f"{item['track']}: mono glide panned at {time:.4f} s")

    drums = [note for track in tracks for note in track["notes"] if note["channel"] == 9]
    taken = set()
    for hit in expected["hits"]:
        match = None
        for index, note in enumerate(drums):
            if index not in taken and note["key"] == hit["key"] and abs(seconds(note["tick"]) - hit["start"]) <= TIME_TOLERANCE:
                match = index
                break
        if match is None:
            failures.append(f"no percussion key {hit['key']} at {hit['start']:.4f} s")
            continue
        taken.add(match)
        worst_ms = max(worst_ms, abs(seconds(drums[match]["tick"]) - hit["start"]) * 1000)
    if len(taken) != len(drums):
        failures.append(f"{len(drums) - len(taken)} percussion notes that no earcon explains")

    extra = [(track["name"], index) for track in tracks for index, note in enumerate(track["notes"])
             if note["channel"] != 9 and (track["name"], index) not in used]
    if extra:
        failures.append(f"{len(extra)} notes that no score event explains, first in {extra[0][0]}")

    counted = len(expected["notes"]) + len(expected["glides"])
    print(f"{len(tracks)} tracks, {counted} notes and glides, {len(expected['hits'])} earcon hits; "
          f"worst timing error {worst_ms:.3f} ms, worst pitch error {worst_cents:.3f} cents")
    for failure in failures[:20]:
        print("FAIL: " + failure)
    if len(failures) > 20:
        print(f"FAIL: … and {len(failures) - 20} more")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
