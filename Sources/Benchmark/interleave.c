/*
 * Times commands run by run in turn (A B C A B C ...) rather than in
 * blocks, so that a machine that speeds up or slows down during the run
 * tilts every command alike; spawns them the way hyperfine -N does, with
 * no shell, standard output to /dev/null. hyperfine has no such mode.
 *
 * usage: interleave ROUNDS WARMUP 'COMMAND' ...   (words split at spaces)
 * prints one line a command: its median wall time in seconds, then the command.
 */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: interleave ROUNDS WARMUP 'COMMAND' ...\n");
    return 64;
  }
  int rounds = atoi(argv[1]), warmup = atoi(argv[2]), count = argc - 3;
  char ***words = calloc(count, sizeof *words);
  for (int c = 0; c < count; c++) {
    char *copy = strdup(argv[c + 3]);
    words[c] = calloc(strlen(copy) + 2, sizeof(char *));
    int n = 0;
    for (char *word = strtok(copy, " "); word; word = strtok(NULL, " ")) words[c][n++] = word;
  }
  double *times = calloc((size_t)count * rounds, sizeof(double));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  for (int round = -warmup; round < rounds; round++) {
    for (int c = 0; c < count; c++) {
      pid_t child;
      double start = now();
      if (posix_spawn(&child, words[c][0], &actions, NULL, words[c], environ) != 0) {
        fprintf(stderr, "interleave: cannot run %s\n", words[c][0]);
        return 1;
      }
      int status;
      waitpid(child, &status, 0);
      if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "interleave: %s failed\n", argv[c + 3]);
        return 1;
      }
      if (round >= 0) times[(size_t)c * rounds + round] = now() - start;
    }
  }
  for (int c = 0; c < count; c++) {
    qsort(times + (size_t)c * rounds, rounds, sizeof(double), compare);
    printf("%.6f %s\n", times[(size_t)c * rounds + rounds / 2], argv[c + 3]);
  }
  return 0;
}
