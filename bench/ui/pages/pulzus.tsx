// Our BarChart on a fresh page, as the embed draws it.
import { installPulzusBench } from './pulzus-chart';

installPulzusBench();
