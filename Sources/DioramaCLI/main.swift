print("diorama")
