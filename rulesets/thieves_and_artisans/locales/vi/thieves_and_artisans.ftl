cards-thief_artisan = Kẻ trộm của Thợ thủ công
cards-thief_artisan-on = Sau chức năng Thợ thủ công của bạn, bạn có thể bỏ lá Kẻ trộm này (trừ trong lượt bạn vừa lấy nó): mỗi đối thủ không được miễn nhiễm với Kẻ trộm phải nộp { $n1 } vật phẩm tùy họ chọn; bạn lấy { $n3 } trong số đó, số còn lại bị bỏ.
