export const arrivalPart = 'loaded';
