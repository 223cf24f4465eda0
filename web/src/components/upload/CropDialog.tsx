import { useCallback, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
// Its stylesheet ships with the bundle: the strict CSP refuses the <style> it would inject.
import 'react-easy-crop/react-easy-crop.css';
import { Modal } from '../dialog/Modal';
import styles from './ImageUpload.module.css';

/** SPEC §2.7: the crop dialog, titled 'Edit Image', at the widget's aspect ratio. */
export function CropDialog({
  imageUrl,
  aspect,
  onCancel,
  onConfirm,
}: {
  imageUrl: string;
  aspect: number;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | undefined>(undefined);
  const onCropComplete = useCallback((_: Area, pixels: Area) => {
    area.current = pixels;
  }, []);

  return (
    <Modal
      title="Edit Image"
      onClose={onCancel}
      initialFocus="confirm"
      dismiss="Cancel"
      confirm={{ label: 'OK', onClick: () => area.current && onConfirm(area.current) }}
    >
      <div className={styles.cropArea}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          disableAutomaticStylesInjection
        />
      </div>
      <label className={styles.zoom}>
        Zoom
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
    </Modal>
  );
}
