import Diorama
