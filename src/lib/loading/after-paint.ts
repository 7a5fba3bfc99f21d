/**
 * Runs `work` in a task of its own after the next frame is painted, and returns
 * a cancel (for an effect's cleanup). A press that starts heavy rendering uses
 * it so the press's own feedback paints first: the delay a user feels (and
 * Chrome counts as the interaction's latency) ends at that paint.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
