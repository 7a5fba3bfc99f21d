import { forwardRef, useImperativeHandle, useRef, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { Stroke } from '../model/strokes';

const Canvas = styled.canvas`
  width: 100%;
  height: calc(${({ theme }) => theme.space[8]} * 2.5);
  touch-action: none;
  border: ${({ theme }) => `calc(${theme.space[1]} / 2) dashed ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: crosshair;
`;

/** What the page can ask of the pad. */
export interface SignaturePadHandle {
  clear: () => void;
  /** The drawing as a PNG data URL. */
  toDataUrl: () => string;
}

/** Props of the drawing surface. */
export interface SignaturePadProps {
  /** Accessible name; keyboard users are pointed to the typed-name option instead. */
  label: string;
  onStrokesChange: (strokes: Stroke[]) => void;
}

/** A canvas to sign on with a finger, pen or mouse; ink takes the theme's text colour. */
export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { label, onStrokesChange },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * canvas.width) / rect.width,
      y: ((event.clientY - rect.top) * canvas.height) / rect.height,
    };
  };
  const context = () => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return null;
    ctx.strokeStyle = getComputedStyle(canvas).color;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    return ctx;
  };

  useImperativeHandle(ref, () => ({
    clear: () => {
      const canvas = canvasRef.current;
      canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
      strokes.current = [];
      onStrokesChange([]);
    },
    toDataUrl: () => canvasRef.current?.toDataURL('image/png') ?? '',
  }));

  return (
    <Canvas
      ref={canvasRef}
      width={600}
      height={200}
      role="img"
      aria-label={label}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drawing.current = true;
        const p = point(event);
        strokes.current = [...strokes.current, [p]];
        const ctx = context();
        ctx?.beginPath();
        ctx?.moveTo(p.x, p.y);
      }}
      onPointerMove={(event) => {
        if (!drawing.current) return;
        const p = point(event);
        strokes.current[strokes.current.length - 1]?.push(p);
        const ctx = context();
        ctx?.lineTo(p.x, p.y);
        ctx?.stroke();
      }}
      onPointerUp={() => {
        drawing.current = false;
        onStrokesChange([...strokes.current]);
      }}
      onPointerCancel={() => {
        drawing.current = false;
        onStrokesChange([...strokes.current]);
      }}
    />
  );
});
