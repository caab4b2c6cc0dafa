export { ModelCard, type ModelCardProps } from './model-card';
