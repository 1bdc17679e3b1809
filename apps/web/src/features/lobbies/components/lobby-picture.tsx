import type { ClickableArea } from '@makerboard/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './lobby-picture.module.css';

/**
 * A lobby's picture with its clickable areas on top: each area is a real link, placed in percent
 * of the picture, reachable with Tab and named by its visible label (not an image map).
 */
export function LobbyPicture({
  imageUrl,
  alt,
  areas,
  linked = true,
  children,
  onPointer,
}: {
  imageUrl: string | null;
  alt: string;
  areas: readonly ClickableArea[];
  /** False in the editor: the areas are shown, not followed. */
  linked?: boolean;
  children?: ReactNode;
  onPointer?: Pick<
    React.HTMLAttributes<HTMLDivElement>,
    'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
  >;
}) {
  return (
    <div className={classes.stage} {...onPointer}>
      {imageUrl ? (
        <img className={classes.picture} src={imageUrl} alt={alt} draggable={false} />
      ) : (
        <div className={classes.placeholder} role="img" aria-label={alt} />
      )}
      {areas.map((area) => {
        const style = {
          left: `${area.x}%`,
          top: `${area.y}%`,
          width: `${area.width}%`,
          height: `${area.height}%`,
        };
        return linked ? (
          <Link key={area.id} to={area.href} className={classes.area} style={style} data-area={area.id}>
            <span className={classes.label}>{area.name}</span>
          </Link>
        ) : (
          <div key={area.id} className={classes.area} style={style} aria-hidden="true">
            <span className={classes.label}>{area.name}</span>
          </div>
        );
      })}
      {children}
    </div>
  );
}
