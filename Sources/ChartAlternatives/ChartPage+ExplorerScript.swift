extension ChartPage {
  /// The explorer of an interactive page (``ChartPage/Exploration``): plain JavaScript (ES2017),
  /// no library, no external resource, run once per `<figure>` (each figure carries its own copy
  /// and data, so several fragments on one page each get their own explorer).
  ///
  /// It reads the data script before it and adds, after the audio player (or after the axes when
  /// there is none): a heading, the keys in a paragraph, the explorer (a focusable
  /// `role="application"` element named by its label and described by the keys, showing the
  /// current point's sentence) and a polite live region that says each move. Left and Right,
  /// Up and Down (series), Home and End, m and M, u, v, U and V, Space, + and -, w, b and h;
  /// every move plays the point's tone with Web Audio (an oscillator with the series' timbre as
  /// a PeriodicWave scaled by its loudness balance at the tone's pitch, the explorer's envelope) and marks the point's cell in the series' braille
  /// line (a `<mark>`). Space plays the page's `<audio>` from the point and pauses it; pausing
  /// moves to the point last heard.
  ///
  /// The screen-reader pattern and its reasons are in Documentation/HTML.md.
  public static let explorerScript = #"""
    (function () {
      'use strict';
      var script = document.currentScript;
      var figure = script && script.parentElement;
      var source = script && script.previousElementSibling;
      if (!figure || !source || !source.classList.contains('audiograph-explore-data')) { return; }
      var data = JSON.parse(source.textContent);
      var text = data.text;
      var count = document.querySelectorAll('.audiograph-explorer').length + 1;
      var id = 'audiograph-explorer-' + count;
      var heading = document.createElement('h' + data.heading);
      heading.textContent = text.heading;
      var keys = document.createElement('p');
      keys.id = id + '-keys';
      keys.textContent = text.keys;
      var region = document.createElement('div');
      region.className = 'audiograph-explorer';
      region.id = id;
      region.tabIndex = 0;
      region.setAttribute('role', 'application');
      region.setAttribute('aria-label', text.label);
      region.setAttribute('aria-describedby', keys.id);
      var live = document.createElement('p');
      live.className = 'audiograph-explorer-said';
      live.setAttribute('aria-live', 'polite');
      var audio = figure.querySelector('audio');
      // After the players (the mix, and each series alone when there are several).
      var after = figure.querySelector('ul.audiograph-series-audio') || audio || figure.querySelector('ul');
      var parts = [heading, keys, region, live];
      for (var i = parts.length - 1; i >= 0; i--) { after.parentNode.insertBefore(parts[i], after.nextSibling); }
      var brailleLines = figure.querySelectorAll('.audiograph-braille');
      var seriesIndex = 0;
      var pointIndex = 0;
      var speedIndex = data.speeds.indexOf(1);
      var context = null;
      var sounding = null;
      var marked = null;

      function say(line) {
        region.textContent = line;
        // A new text node each time, so a screen reader says a repeated line again.
        live.textContent = '';
        live.appendChild(document.createTextNode(line));
      }
      function series() { return data.series[seriesIndex]; }
      function sentence() { return series().sentences[pointIndex] || ''; }
      function audioContext() {
        if (!context) {
          var Context = window.AudioContext || window.webkitAudioContext;
          if (!Context) { return null; }
          context = new Context();
        }
        if (context.state === 'suspended') { context.resume(); }
        return context;
      }
      // The timbre's loudness-balancing gain at a frequency: linear in semitones between the
      // series' table entries (one a semitone), 1 for a sine.
      function loudness(s, frequency) {
        var gains = s.loudness.gains;
        if (gains.length === 0) { return 1; }
        var x = 12 * Math.log2(frequency / s.loudness.base);
        if (!(x > 0)) { return gains[0]; }
        var i = Math.floor(x);
        if (i >= gains.length - 1) { return gains[gains.length - 1]; }
        return gains[i] + (x - i) * (gains[i + 1] - gains[i]);
      }
      // The series' timbre as a PeriodicWave, its harmonics scaled by the loudness balance at
      // the tone's frequency (so every timbre is as loud as a sine there, as in the engine).
      // (A new wave per tone: 17 coefficients, cheaper than keeping one per pitch heard.)
      function wave(index, frequency) {
        var s = data.series[index];
        var gain = loudness(s, frequency);
        var harmonics = s.harmonics;
        var real = new Float32Array(harmonics.length + 1);
        var imag = new Float32Array(harmonics.length + 1);
        for (var k = 0; k < harmonics.length; k++) { imag[k + 1] = harmonics[k] * gain; }
        return context.createPeriodicWave(real, imag, { disableNormalization: true });
      }
      function tone() {
        var frequency = series().frequencies[pointIndex];
        if (frequency === null || frequency === undefined) { return; }
        var c = audioContext();
        if (!c) { return; }
        if (sounding) { try { sounding.stop(); } catch (error) { } }
        var oscillator = c.createOscillator();
        oscillator.setPeriodicWave(wave(seriesIndex, frequency));
        oscillator.frequency.value = frequency;
        var gain = c.createGain();
        var t = c.currentTime;
        var envelope = data.tone;
        gain.gain.setValueAtTime(0, t);
        gain.gain.linearRampToValueAtTime(envelope.gain, t + envelope.attack);
        gain.gain.setValueAtTime(envelope.gain, t + envelope.attack + envelope.hold);
        gain.gain.linearRampToValueAtTime(0, t + envelope.attack + envelope.hold + envelope.release);
        oscillator.connect(gain);
        gain.connect(c.destination);
        oscillator.start(t);
        oscillator.stop(t + envelope.attack + envelope.hold + envelope.release);
        sounding = oscillator;
      }
      function markBraille() {
        if (marked) {
          marked.line.textContent = marked.cells;
          marked = null;
        }
        var s = series();
        var cell = s.cells[pointIndex];
        if (s.braille === undefined || cell === null || cell === undefined) { return; }
        var line = brailleLines[s.braille];
        if (!line) { return; }
        var cells = Array.from(line.textContent);
        marked = { line: line, cells: line.textContent };
        var mark = document.createElement('mark');
        mark.className = 'audiograph-cursor';
        mark.textContent = cells[cell];
        line.textContent = cells.slice(0, cell).join('');
        line.appendChild(mark);
        line.appendChild(document.createTextNode(cells.slice(cell + 1).join('')));
      }
      function show(prefix) {
        if (series().sentences.length === 0) {
          say(series().noPoints);
          return;
        }
        say((prefix ? prefix + ' ' : '') + sentence());
        tone();
        markBraille();
      }
      function seriesMove(step) {
        var target = seriesIndex + step;
        if (target < 0 || target >= data.series.length) {
          say((step > 0 ? text.lastSeries : text.firstSeries) + ' ' + sentence());
          tone();
          return;
        }
        // Sideways: the point of the other series with the same x, else the nearest x.
        var from = series().xs[pointIndex];
        var xs = data.series[target].xs;
        var nearest = 0;
        for (var i = 1; from !== undefined && i < xs.length; i++) {
          if (Math.abs(xs[i] - from) < Math.abs(xs[nearest] - from)) { nearest = i; }
        }
        seriesIndex = target;
        pointIndex = nearest;
        show(series().line);
      }
      function extreme(highest) {
        var values = series().values;
        var found = -1;
        for (var i = 0; i < values.length; i++) {
          if (values[i] === null) { continue; }
          if (found < 0 || (highest ? values[i] > values[found] : values[i] < values[found])) { found = i; }
        }
        if (found < 0) { say(series().noValues); return; }
        pointIndex = found;
        show(highest ? text.maximum : text.minimum);
      }
      function further(higher, forward) {
        var values = series().values;
        var current = values[pointIndex];
        var name = (higher ? 'higher' : 'lower') + (forward ? 'Right' : 'Left');
        if (current !== null && current !== undefined) {
          for (var i = pointIndex + (forward ? 1 : -1); i >= 0 && i < values.length; i += forward ? 1 : -1) {
            if (values[i] !== null && (higher ? values[i] > current : values[i] < current)) {
              pointIndex = i;
              show(text[name]);
              return;
            }
          }
        }
        say(text['no' + name.charAt(0).toUpperCase() + name.slice(1)]);
      }
      function lastHeard() {
        var seconds = series().seconds;
        var best = null;
        for (var i = 0; i < seconds.length; i++) {
          if (seconds[i] !== null && seconds[i] <= audio.currentTime && (best === null || seconds[i] >= seconds[best])) { best = i; }
        }
        return best;
      }
      function playPause() {
        if (!audio) { say(text.noAudio); return; }
        if (!audio.paused) {
          audio.pause();
          var heard = lastHeard();
          if (heard !== null) { pointIndex = heard; }
          say(text.pausedAt.replace(text.marker, sentence().replace(/\.$/, '')));
          markBraille();
          return;
        }
        var from = pointIndex === 0 ? 0 : series().seconds[pointIndex];
        audio.currentTime = from === null || from === undefined ? 0 : from;
        audio.playbackRate = data.speeds[speedIndex];
        say(series().playing.replace(text.marker, sentence().replace(/\.$/, '')));
        var playing = audio.play();
        if (playing && playing.catch) { playing.catch(function () { }); }
      }
      function speed(step) {
        var target = speedIndex + step;
        if (target < 0 || target >= data.speeds.length) { say(step > 0 ? text.fastest : text.slowest); return; }
        speedIndex = target;
        if (audio) { audio.playbackRate = data.speeds[speedIndex]; }
        say(data.speedLines[speedIndex]);
      }
      // A count as the page's other text writes it: the language's grouping, but where that is a
      // no-break or narrow space (French), ordinary spaces from five digits ("14 610"; "1461"),
      // which screen readers read as one number.
      function countText(n) {
        var t = n.toLocaleString(data.language);
        if (!/[\u00a0\u202f\u2009 ]/.test(t)) { return t; }
        t = String(n);
        return t.length < 5 ? t : t.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
      }
      function where() {
        var s = series();
        var position = s.whereTemplate
          .replace('{number}', countText(pointIndex + 1))
          .replace('{total}', countText(s.sentences.length));
        say(position + ' ' + sentence());
      }
      function brailleCursor() {
        var s = series();
        var cell = s.cells[pointIndex];
        say(cell === null || cell === undefined || s.braille === undefined ? text.notOnLine : s.cursor[cell]);
      }
      if (audio) {
        audio.addEventListener('ended', function () {
          pointIndex = Math.max(0, series().sentences.length - 1);
          say(text.completeAt.replace(text.marker, sentence().replace(/\.$/, '')));
          markBraille();
        });
      }
      region.addEventListener('keydown', function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var count = series().sentences.length;
        switch (event.key) {
          case 'ArrowRight':
            if (pointIndex + 1 < count) { pointIndex += 1; show(''); } else { show(text.lastPoint); }
            break;
          case 'ArrowLeft':
            if (pointIndex > 0) { pointIndex -= 1; show(''); } else { show(text.firstPoint); }
            break;
          case 'Home': pointIndex = 0; show(''); break;
          case 'End': pointIndex = Math.max(0, count - 1); show(''); break;
          case 'ArrowDown': case 'PageDown': case ']': seriesMove(1); break;
          case 'ArrowUp': case 'PageUp': case '[': seriesMove(-1); break;
          case 'm': extreme(false); break;
          case 'M': extreme(true); break;
          case 'u': further(true, true); break;
          case 'U': further(true, false); break;
          case 'v': further(false, true); break;
          case 'V': further(false, false); break;
          case ' ': case 'Spacebar': playPause(); break;
          case '+': case '=': speed(1); break;
          case '-': case '_': speed(-1); break;
          case 'w': case 'W': where(); break;
          case 'b': case 'B': brailleCursor(); break;
          case 'h': case 'H': case '?': say(text.keys); break;
          default: return;
        }
        event.preventDefault();
      });
      region.textContent = data.series.length > 0 ? (series().sentences[0] || series().noPoints) : '';
    })();
    """#
}
