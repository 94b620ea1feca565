/**
 * The branch map (spec §2 "Branch locator"), loaded only on this route (decision 237): Leaflet drawing the
 * states' outlines from the shipped us-atlas dataset, so it works with no network, and a pin per branch with
 * valid coordinates (spec §3). Street tiles only when the lender sets locations.tileUrl. Centred on the
 * nearest branch at locations.mapZoom after a search, else fitted to all pins.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';
import { isMappable } from '@schemas/rules/branch-distance';
import type { Branch } from '@/api/locations/get-branches';
import { useSettings } from '@/settings/use-settings';

/** Props of {@link BranchMap}. */
export interface BranchMapProps {
  branches: readonly Branch[];
  /** True after a zip or position search: zoom to the nearest branch. */
  focusNearest: boolean;
}

const outlines = feature(
  states as unknown as Topology,
  (states as unknown as Topology).objects.states as GeometryCollection,
);
const CONTINENTAL_US: L.LatLngBoundsExpression = [
  [24.5, -125],
  [49.5, -66.9],
];

/** The map. */
function BranchMap({ branches, focusNearest }: BranchMapProps) {
  const settings = useSettings();
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pins = useRef<L.LayerGroup | null>(null);
  const tileUrl = settings.text('locations.tileUrl').trim();
  const attribution = settings.text('locations.tileAttribution');
  const zoom = settings.number('locations.mapZoom');

  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, { attributionControl: tileUrl !== '', zoomSnap: 0.5 });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(m);
    L.geoJSON(outlines, {
      interactive: false,
      style: { color: '#7b8794', weight: 1, fillColor: '#e6f0f4', fillOpacity: tileUrl ? 0 : 1 },
    }).addTo(m);
    pins.current = L.layerGroup().addTo(m);
    m.fitBounds(CONTINENTAL_US);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const m = map.current;
    const group = pins.current;
    if (!m || !group) return;
    group.clearLayers();
    const mapped = branches.filter(isMappable);
    for (const b of mapped) {
      const pin = L.circleMarker([b.Latitude!, b.Longitude!], {
        radius: 8,
        color: '#083a50',
        weight: 2,
        fillColor: '#b8520a',
        fillOpacity: 0.9,
      })
        .bindTooltip(b.BranchName)
        .addTo(group);
      // A pin is a picture with the branch's name, never a Tab stop: the list beside the map is the keyboard path.
      const shape = pin.getElement();
      shape?.setAttribute('role', 'img');
      shape?.setAttribute('aria-label', b.BranchName);
      shape?.setAttribute('focusable', 'false');
    }
    const nearest = mapped[0];
    // No animation: a zoom still running when the page is left calls into the removed map (a console error),
    // and a jump suits reduced motion anyway.
    // Street tiles show the area at the spec's zoom; the outlines alone would be an empty fill at zoom 10,
    // so without tiles the map frames the nearest three branches instead (never closer than that zoom).
    if (focusNearest && nearest && tileUrl)
      m.setView([nearest.Latitude!, nearest.Longitude!], zoom, { animate: false });
    else if (focusNearest && nearest)
      m.fitBounds(
        L.latLngBounds(mapped.slice(0, 3).map((b) => [b.Latitude!, b.Longitude!] as [number, number])).pad(0.3),
        { maxZoom: zoom, animate: false },
      );
    else if (mapped.length > 0)
      m.fitBounds(L.latLngBounds(mapped.map((b) => [b.Latitude!, b.Longitude!] as [number, number])).pad(0.3), {
        maxZoom: zoom,
        animate: false,
      });
  }, [branches, focusNearest, zoom, tileUrl]);

  return <div ref={host} className="branch-map" role="region" aria-label={settings.text('locations.mapLabel')} />;
}

export default BranchMap;
