/**
 * Drag and drop of files onto an element (native drag events): the props to spread on it, and whether files are
 * being dragged over it (for a visible drop state). Only drags that carry files are taken; the field's button stays
 * the keyboard's way to choose files.
 */
import { type DragEvent, useRef, useState } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export interface FileDrop {
  readonly over: boolean;
  readonly props: {
    readonly onDragEnter?: (event: DragEvent) => void;
    readonly onDragOver?: (event: DragEvent) => void;
    readonly onDragLeave?: (event: DragEvent) => void;
    readonly onDrop?: (event: DragEvent) => void;
  };
}

export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean): FileDrop {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for each child crossed: the depth says when the pointer really left.
  const depth = useRef(0);
  if (!enabled) return { over: false, props: {} };
  return {
    over,
    props: {
      onDragEnter(event) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      },
      onDragOver(event) {
        if (!carriesFiles(event)) return;
        event.preventDefault(); // lets the drop happen here (instead of the browser opening the file)
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event) {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDrop(event) {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      },
    },
  };
}
