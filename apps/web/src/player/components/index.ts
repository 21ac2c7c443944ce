/**
 * The player components the player pages share (`/local`, `/sync`, `/hsp`, `/beatbox`). Their texts are the
 * `player` namespace: a page that shows them loads it with its own (see `app/routes.tsx`).
 */
export { BufferView, type BufferViewProps } from './buffer-view';
export { ConnectPrompt, type ConnectPromptProps } from './connect-prompt';
export { EngineError, type EngineErrorProps } from './engine-error';
export { DeviceSimulator, type DeviceSimulatorProps } from './device-simulator';
export { HeatmapBar, type HeatmapBarProps } from './heatmap-bar';
export { HeatmapLegend } from './heatmap-legend';
export { LegacyFirmwareNotice, type LegacyFirmwareNoticeProps } from './legacy-firmware-notice';
export { OffsetControl, type OffsetControlProps } from './offset-control';
export { PauseNotice, type PauseNoticeProps } from './pause-notice';
export { PreflightPanel, type PreflightPanelProps } from './preflight-panel';
export { PLAYBACK_RATES, PlayerControls, type PlayerControlsProps } from './player-controls';
export { GRAPH_WINDOW_MS, ScriptGraph, type ScriptGraphProps } from './script-graph';
export { SyncHealthPanel, type SyncHealthPanelProps } from './sync-health-panel';
export { TransportPicker, type TransportPickerProps } from './transport-picker';
export { SyncLine, type SyncLineProps } from './sync-line';
