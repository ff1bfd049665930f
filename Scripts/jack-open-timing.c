/* Times each step of opening an ALSA PCM the way AudioIO's PCMPlayback does (snd_pcm_open,
 * hw_params, prepare, first write), outside AudioGraph: with a JACK device it shows where the
 * start latency of `audiograph play` goes (the JACK client handshake), and that it is the
 * same for any client. Built and run by Scripts/bench-live:
 *   cc -O1 Scripts/jack-open-timing.c -o jack-open-timing -lasound && ./jack-open-timing plug:jack
 */
#include <alsa/asoundlib.h>
#include <stdio.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  const char *device = argc > 1 ? argv[1] : "default";
  double t0 = now_ms();
  snd_pcm_t *pcm;
  int err = snd_pcm_open(&pcm, device, SND_PCM_STREAM_PLAYBACK, 0);
  double t1 = now_ms();
  if (err < 0) { fprintf(stderr, "snd_pcm_open %s: %s\n", device, snd_strerror(err)); return 1; }
  snd_pcm_hw_params_t *hw;
  snd_pcm_hw_params_alloca(&hw);
  snd_pcm_hw_params_any(pcm, hw);
  snd_pcm_hw_params_set_access(pcm, hw, SND_PCM_ACCESS_RW_INTERLEAVED);
  snd_pcm_hw_params_set_format(pcm, hw, SND_PCM_FORMAT_FLOAT_LE);
  snd_pcm_hw_params_set_channels(pcm, hw, 2);
  unsigned rate = 48000;
  snd_pcm_hw_params_set_rate_near(pcm, hw, &rate, 0);
  snd_pcm_uframes_t period = 384, buffer = 1536;  /* 8 ms and 32 ms, play's defaults */
  snd_pcm_hw_params_set_period_size_near(pcm, hw, &period, 0);
  snd_pcm_hw_params_set_buffer_size_near(pcm, hw, &buffer);
  err = snd_pcm_hw_params(pcm, hw);
  double t2 = now_ms();
  if (err < 0) { fprintf(stderr, "snd_pcm_hw_params: %s\n", snd_strerror(err)); return 1; }
  snd_pcm_prepare(pcm);
  double t3 = now_ms();
  static float silence[384 * 2];
  snd_pcm_writei(pcm, silence, 384);
  double t4 = now_ms();
  printf("snd_pcm_open %.1f ms, snd_pcm_hw_params %.1f ms, snd_pcm_prepare %.1f ms, first write %.1f ms: %.1f ms in all\n",
         t1 - t0, t2 - t1, t3 - t2, t4 - t3, t4 - t0);
  snd_pcm_close(pcm);
  return 0;
}
